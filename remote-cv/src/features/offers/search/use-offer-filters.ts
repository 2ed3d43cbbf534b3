import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/shared/router';
import type { OfferSearchQuery } from '../api/offers-api';

/** The search's filters, each a catalog code but `carrera` (a career's name). */
export const offerFilterNames = ['provincia', 'modalidad', 'tipo_contrato', 'area', 'carrera'] as const;
export type OfferFilterName = (typeof offerFilterNames)[number];

type Criteria = Pick<OfferSearchQuery, 'q' | OfferFilterName | 'sort'>;

/**
 * The search lives in the address (`/offers?q=java&modalidad=remoto&page=2`): a reload, the back
 * button from an offer's page or a shared link shows the same results. Any change of the words
 * or a filter goes back to the first page.
 */
export function useOfferFilters() {
  const [params, setParams] = useSearchParams();

  const query = useMemo<OfferSearchQuery>(() => {
    const value = (name: string) => params.get(name) || undefined;
    const page = Number(params.get('page'));
    const sort = params.get('sort');
    return {
      q: value('q'),
      ...Object.fromEntries(offerFilterNames.map((name) => [name, value(name)])),
      sort: sort === 'cierre' ? 'cierre' : undefined,
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    };
  }, [params]);

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
