import { Button, Result, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { isApiFailure } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { myOffersPath } from '../paths';

/** An id the address may hold: anything else is no offer at all. */
export const isOfferId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

/** What an address that names no offer amounts to. */
export const notFound = { status: 404, body: {} };

/**
 * What an offer's screen shows instead of the offer: a 404 (not found, or another company's:
 * API.md never tells them apart) says so with a way back; another failure offers a retry.
 */
export function OfferLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const notFound = isApiFailure(error) && error.status === 404;
  return (
    <Result
      status={notFound ? '404' : 'warning'}
      title={intl.formatMessage({
        id: notFound ? 'offers.not_found' : 'kit.load_error',
        defaultMessage: 'No se pudieron cargar los datos.',
      })}
      extra={
        notFound ? (
          <Link to={myOffersPath}>{intl.formatMessage({ id: 'offers.edit.back' })}</Link>
        ) : (
          <Button type="primary" onClick={onRetry}>
            {intl.formatMessage({ id: 'actions.retry' })}
          </Button>
        )
      }
    />
  );
}

/** While an offer's screen loads. */
export function OfferLoading() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'kit.loading', defaultMessage: 'Cargando…' })}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
