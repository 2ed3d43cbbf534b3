import { Alert, Button, Card, Descriptions, Flex, Pagination, Typography } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { catalogQuery, toast, useConfirm, useGetCatalogQuery, type CatalogItem } from '@portal/shared';
import { lazyDrawer, useAccess } from '@portal/shared/kit/list-screen';
import { useCallFeedback } from '../../../common/use-call-feedback';
import { pendingFirstPage, useListUsersQuery, useReviewCompanyMutation, type UserView } from '../api/users-admin-api';

/** Its form code loads the first time it opens (see lazyDrawer). */
const RejectCompanyModal = lazyDrawer(() => import('./reject-company-modal').then((module) => module.RejectCompanyModal));

const perPage = pendingFirstPage.per_page;

/** One waiting company: its RUC and data, and the approve / reject buttons (flag x). */
function PendingCompany({ user, onReject }: { user: UserView; onReject: () => void }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const feedback = useCallFeedback();
  const [review, { isLoading }] = useReviewCompanyMutation();
  const mayReview = useAccess('adm-users').x;
  const company = user.company!;
  const approve = async () => {
    if (await confirm(text('users.approve_question', { name: company.empresa }), text('users.approve_detail'))) {
      await feedback(review({ id: user.id_us, review: { status: 'aprobada' } }).unwrap());
    }
  };
  // Names, not codes: "Quito, Pichincha, Ecuador" (a code stays when its catalog has no such item).
  const nameIn = (items: CatalogItem[] | undefined, code: string | null) =>
    code && (items?.find((item) => item.code === code)?.name ?? code);
  const cities = useGetCatalogQuery(catalogQuery('ciudades', { provincia: company.provincia }), { skip: !company.provincia });
  const provinces = useGetCatalogQuery('provincias');
  const countries = useGetCatalogQuery('paises');
  const place = [nameIn(cities.data, company.ciudad), nameIn(provinces.data, company.provincia), nameIn(countries.data, company.pais)]
    .filter(Boolean)
    .join(', ');

  return (
    <Card
      size="small"
      // The company's whole name, wrapped on a phone: the card's title is cut with an ellipsis otherwise.
      styles={{ title: { whiteSpace: 'normal' } }}
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {company.empresa}
        </Typography.Title>
      }
      actions={
        mayReview
          ? [
              <Button
                key="approve"
                type="primary"
                loading={isLoading}
                aria-label={text('users.approve_item', { name: company.empresa })}
                onClick={() => void approve()}
              >
                {text('users.approve')}
              </Button>,
              <Button key="reject" aria-label={text('users.reject_item', { name: company.empresa })} onClick={onReject}>
                {text('users.reject')}
              </Button>,
            ]
          : undefined
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'ruc', label: text('users.pending.ruc'), children: company.ruc },
          { key: 'email', label: text('users.pending.email'), children: user.email },
          { key: 'representante', label: text('users.pending.representante'), children: company.representante },
          { key: 'location', label: text('users.pending.location'), children: place },
          { key: 'telefono', label: text('users.pending.telefono'), children: company.telefono },
          ...(company.web ? [{ key: 'web', label: text('users.pending.web'), children: company.web }] : []),
          {
            key: 'contact',
            label: text('users.pending.contact'),
            children: text('users.pending.contact_value', { name: company.nomcontacto, cargo: company.cargo, phone: company.telcontacto }),
          },
          {
            key: 'registered',
            label: text('users.pending.registered'),
            children: intl.formatDate(company.created_at, { dateStyle: 'medium' }),
          },
          { key: 'descripcion', label: text('users.pending.descripcion'), children: company.descripcion, span: 'filled' },
        ]}
      />
    </Card>
  );
}

/**
 * The companies waiting for an administrator, pinned above the users: nothing else on this
 * screen blocks someone (a waiting company cannot publish offers).
 */
export function PendingCompanies() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<UserView | null>(null);
  const { data } = useListUsersQuery({ search: '', approval: 'pendiente', page, per_page: perPage });
  const headingId = useId();

  if (!data || data.total === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Flex vertical gap={12}>
        <Typography.Title level={3} id={headingId} style={{ margin: 0 }}>
          {intl.formatMessage({ id: 'users.pending.title' })}
        </Typography.Title>
        <Alert type="info" showIcon title={intl.formatMessage({ id: 'users.pending.count' }, { count: data.total })} />
        <Flex component="ul" vertical gap={12} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.items
            .filter((user) => user.company)
            .map((user) => (
              <li key={user.id_us}>
                <PendingCompany user={user} onReject={() => setRejecting(user)} />
              </li>
            ))}
        </Flex>
        {data.total > perPage && (
          <Pagination
            align="end"
            size="small"
            current={page}
            pageSize={perPage}
            total={data.total}
            onChange={setPage}
            showSizeChanger={false}
          />
        )}
      </Flex>
      {rejecting && (
        <RejectCompanyModal
          user={rejecting}
          onClose={() => setRejecting(null)}
          onDone={(message) => {
            setRejecting(null);
            if (message) toast('success', message);
          }}
        />
      )}
    </section>
  );
}
