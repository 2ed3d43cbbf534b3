import { type CatalogType, isCatalogType } from '@portal/contracts';
import type { CatalogOption } from '@portal/contracts/schemas';
import { listActiveCatalogItems } from '../db/repositories/catalogs.ts';
import { notFound } from '../domain/errors.ts';
import type { ServiceContext } from './context.ts';

export const catalogTypeMessages = {
  typeNotFound: 'El catálogo no existe.',
} as const;

/** A type named in a URL: one of the contract's catalog types, or 404 (as a missing record). */
export function catalogTypeOrNotFound(type: string): CatalogType {
  if (!isCatalogType(type)) throw notFound(catalogTypeMessages.typeNotFound);
  return type;
}

/**
 * The active items of a catalog for selects, in order. Cities carry their province and may be
 * narrowed to one (`provincia`); other types ignore that filter. Kept in memory until a catalog
 * changes.
 */
export async function catalogOptions(
  context: ServiceContext,
  typeName: string,
  filter: { provincia?: string } = {},
): Promise<CatalogOption[]> {
  const type = catalogTypeOrNotFound(typeName);
  const cities = type === 'ciudades';
  const parent = cities ? filter.provincia : undefined;
  // Kept per type, and per province for the cities (plugins/kept-answers.ts).
  return context.catalogOptionsCache.get(parent ? `${type}:${parent}` : type, async () => {
    const rows = await listActiveCatalogItems(context.db, type, parent ? { parent } : {});
    return rows.map((row) =>
      cities ? { code: row.code, name: row.name, provincia: row.parent_code ?? '' } : { code: row.code, name: row.name },
    );
  });
}
