import { offerStatuses, type OfferStatus } from '@portal/contracts';
import type { CompanyOffersQuery } from '../api/offers-api';

export const perPage = 20;
const isOfferStatus = (value: string | null): value is OfferStatus => offerStatuses.some((status) => status === value);

/**
 * The list an address asks for (`/company/my-offers?q=java&estado=borrador&pagina=2`): what the
 * screen reads, and what the remote's prefetch starts before the screen renders (the same
 * arguments, so the screen finds that read).
 */
export function myOffersQuery(params: URLSearchParams): CompanyOffersQuery {
  const requested = params.get('estado');
  return {
    q: params.get('q') ?? '',
    status: isOfferStatus(requested) ? requested : undefined,
    page: Math.max(1, Number(params.get('pagina')) || 1),
    per_page: perPage,
  };
}
