import { offerAllows } from '@portal/contracts';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toast, useConfirm } from '@portal/shared';
import { Can, useDeleteAction } from '@portal/shared/kit/list-screen';
import { useNavigate } from '@portal/shared/router';
import {
  useCloseOfferMutation,
  useDeleteOfferMutation,
  useDuplicateOfferMutation,
  usePublishOfferMutation,
  type Offer,
} from '../api/offers-api';
import { formatDay } from '../components/format-day';
import { editOfferPath } from '../paths';

/**
 * An offer's actions as its status and the role's flags allow (followed live): edit (my_offers
 * u), publish or close (x, after a question), duplicate (new_offer c: the copy is a new offer),
 * delete a draft (d, after a question). While the company cannot publish (`publishBlockedBy`: the
 * id of the notice that says why, as the form does), "Publicar" is disabled and described by it.
 */
export function OfferActions({ offer, publishBlockedBy }: { offer: Offer; publishBlockedBy?: string }) {
  const intl = useIntl();
  const text = (id: string, values: Record<string, string> = {}) =>
    intl.formatMessage({ id: `offers.action.${id}` }, { title: offer.titulo, ...values });
  const navigate = useNavigate();
  const confirm = useConfirm();
  const confirmDelete = useDeleteAction();
  const [publish, publishing] = usePublishOfferMutation();
  const [close, closing] = useCloseOfferMutation();
  const [duplicate, duplicating] = useDuplicateOfferMutation();
  const [remove] = useDeleteOfferMutation();

  const publishOffer = async () => {
    if (!(await confirm(text('publish_question'), text('publish_detail', { date: formatDay(intl, offer.fecha_cierre) })))) return;
    try {
      await publish({ id: offer.id }).unwrap();
      toast('success', intl.formatMessage({ id: 'offers.form.published' }));
    } catch {
      // The API client has shown the server's reason.
    }
  };
  const closeOffer = async () => {
    if (!(await confirm(text('close_question'), text('close_detail')))) return;
    const answer = await close(offer.id)
      .unwrap()
      .catch(() => null);
    if (answer) toast('success', answer.message ?? '');
  };
  const duplicateOffer = async () => {
    const answer = await duplicate(offer.id)
      .unwrap()
      .catch(() => null);
    if (answer) toast('success', answer.message ?? '');
  };

  const action = (
    id: string,
    onClick: () => unknown,
    props: { icon?: ReactNode; loading?: boolean; disabled?: boolean; 'aria-describedby'?: string } = {},
  ) => (
    <Button size="small" type="link" aria-label={text(`${id}_item`)} onClick={() => void onClick()} {...props}>
      {text(id)}
    </Button>
  );

  return (
    <Flex gap={4} wrap>
      {offerAllows('edit', offer.status) && (
        <Can menu="my_offers" action="u">
          {action('edit', () => navigate(editOfferPath(offer.id)))}
        </Can>
      )}
      {offerAllows('publish', offer.status) && (
        <Can menu="my_offers" action="x">
          {action('publish', publishOffer, {
            loading: publishing.isLoading,
            disabled: publishBlockedBy !== undefined,
            'aria-describedby': publishBlockedBy,
          })}
        </Can>
      )}
      {offerAllows('close', offer.status) && (
        <Can menu="my_offers" action="x">
          {action('close', closeOffer, { loading: closing.isLoading })}
        </Can>
      )}
      <Can menu="new_offer" action="c">
        {action('duplicate', duplicateOffer, { loading: duplicating.isLoading })}
      </Can>
      {offerAllows('delete', offer.status) && (
        <Can menu="my_offers" action="d">
          {action(
            'delete',
            () =>
              confirmDelete({
                question: text('delete_question'),
                remove: () => remove(offer.id).unwrap(),
              }),
            // Not antd's red danger text: it fails WCAG contrast; the icon says what it does.
            { icon: <DeleteOutlined aria-hidden /> },
          )}
        </Can>
      )}
    </Flex>
  );
}
