import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/shared/router';
import type { OfferSearchQuery } from '../api/offers-api';
import { offerFilterNames, type OfferFilterName, offerSearchQuery } from './search-query';

export { offerFilterNames, type OfferFilterName };

type Criteria = Pick<OfferSearchQuery, 'q' | OfferFilterName | 'sort'>;

/**
 * The search lives in the address (`/offers?q=java&modalidad=remoto&page=2`): a reload, the back
 * button from an offer's page or a shared link shows the same results. Any change of the words
 * or a filter goes back to the first page.
 */
export function useOfferFilters() {
  const [params, setParams] = useSearchParams();

  const query = useMemo(() => offerSearchQuery(params), [params]);

  const update = useCallback(
    (changes: Partial<Criteria> & { page?: number }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || value === null) next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
  );

  const filtered = offerFilterNames.some((name) => query[name] !== undefined) || query.q !== undefined;
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { query, update, filtered, clear };
}
