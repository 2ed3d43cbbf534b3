import type { CatalogType } from '@portal/contracts';
import type { OfferSearchQuery } from '../api/offers-api';

/** The search's filters, each a catalog code but `carrera` (a career's name). */
export const offerFilterNames = ['provincia', 'modalidad', 'tipo_contrato', 'area', 'carrera'] as const;
export type OfferFilterName = (typeof offerFilterNames)[number];

/** The filters chosen from a catalog, in the order the screen shows them, and their catalog. */
export const offerCatalogFilters: Array<[Exclude<OfferFilterName, 'carrera'>, CatalogType]> = [
  ['provincia', 'provincias'],
  ['modalidad', 'modalidades'],
  ['tipo_contrato', 'tipos-contrato'],
  ['area', 'areas'],
];

/**
 * The search an address asks for (`/offers?q=java&modalidad=remoto&page=2`): what the screen
 * reads, and what the remote's prefetch starts before the screen renders (the same arguments,
 * so the screen finds that read).
 */
export function offerSearchQuery(params: URLSearchParams): OfferSearchQuery {
  const value = (name: string) => params.get(name) || undefined;
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    q: value('q'),
    ...Object.fromEntries(offerFilterNames.map((name) => [name, value(name)])),
    sort: sort === 'cierre' ? 'cierre' : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
