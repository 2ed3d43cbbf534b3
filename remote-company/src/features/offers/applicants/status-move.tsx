import { applicationTransitions, companyApplicationStatuses, type CompanyApplicationStatus } from '@portal/contracts';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button, Dropdown, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { toast, useConfirm } from '@portal/shared';
import { Can } from '@portal/shared/kit/list-screen';
import { useMoveApplicationMutation, type Applicant } from '../api/applicants-api';
import { applicationStatusId } from '../offer-messages';

/** The stages an application may move to from where it is (the contract's pipeline), in order. */
export function nextStatuses(applicant: Pick<Applicant, 'status'>): CompanyApplicationStatus[] {
  const allowed: readonly string[] = applicationTransitions[applicant.status];
  return companyApplicationStatuses.filter((status) => allowed.includes(status));
}

/**
 * "Cambiar estado": only the moves the pipeline allows from the application's status, each
 * after a question (the student is told at once and it cannot be undone). Shown with the `u`
 * flag on my_offers, followed live; a decided application says so instead.
 */
export function StatusMove({ applicant }: { applicant: Applicant }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `applicants.${id}` }, values);
  const confirm = useConfirm();
  const [move, { isLoading }] = useMoveApplicationMutation();
  const moves = nextStatuses(applicant);
  const name = applicant.cv.nombre;

  const moveTo = async (status: CompanyApplicationStatus) => {
    const label = intl.formatMessage({ id: applicationStatusId(status) });
    if (!(await confirm(text('move_question', { name, status: label }), text('move_detail')))) return;
    const answer = await move({ id: applicant.id, status })
      .unwrap()
      .catch(() => null);
    if (answer) toast('success', answer.message ?? '');
  };

  if (moves.length === 0) return <Typography.Text type="secondary">{text('final')}</Typography.Text>;
  return (
    <Can menu="my_offers" action="u">
      <Dropdown
        trigger={['click']}
        menu={{
          items: moves.map((status) => ({
            key: status,
            label: text('move_to', { status: intl.formatMessage({ id: applicationStatusId(status) }) }),
          })),
          onClick: ({ key, domEvent }) => {
            // The row behind opens the CV on a click: a choice here is not one.
            domEvent.stopPropagation();
            void moveTo(key as CompanyApplicationStatus);
          },
        }}
      >
        <Button size="small" loading={isLoading} aria-label={text('move_item', { name })} onClick={(event) => event.stopPropagation()}>
          {text('move')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    </Can>
  );
}
