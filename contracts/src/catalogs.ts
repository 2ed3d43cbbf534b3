/**
 * The catalog types of API.md (slugs). `GET /api/catalogs/{type}` serves the active items of
 * each; `/api/admin/catalogs/{type}` administers them. Labels are translated by the client.
 */
export const catalogTypes = [
  'provincias',
  'ciudades',
  'paises',
  'idiomas',
  'niveles-idioma',
  'niveles-educacion',
  'areas',
  'tipos-contrato',
  'modalidades',
  'categorias-informaticas',
  'tipos-actividad',
  'generos',
  'estados-civiles',
] as const;

export type CatalogType = (typeof catalogTypes)[number];

/** Catalogs anyone may read (the public signup forms need them); the rest need a session. */
export const publicCatalogTypes = ['provincias', 'paises'] as const satisfies readonly CatalogType[];

export function isCatalogType(value: string): value is CatalogType {
  return (catalogTypes as readonly string[]).includes(value);
}

export function isPublicCatalogType(value: string): value is (typeof publicCatalogTypes)[number] {
  return (publicCatalogTypes as readonly string[]).includes(value);
}

/**
 * What an item's code looks like. Records store the code, so it is a stable slug; provinces
 * keep the two digits a cédula starts with, countries their ISO 3166-1 alpha-2 code.
 */
export const catalogCodePatterns = {
  provincias: '^[0-9]{2}$',
  paises: '^[A-Z]{2}$',
  slug: '^[a-z0-9]+(-[a-z0-9]+)*$',
} as const;

export function catalogCodePattern(type: CatalogType): string {
  return type === 'provincias' || type === 'paises' ? catalogCodePatterns[type] : catalogCodePatterns.slug;
}

/** Bounds of an item's fields and of a page of the admin list. */
export const catalogLimits = {
  codeMaxLength: 40,
  nameMaxLength: 120,
  orderMax: 9999,
  /** A new item without an order goes after the last one, this far apart. */
  orderStep: 10,
  perPageDefault: 20,
  perPageMax: 100,
} as const;

/** Only cities have a parent: the code of their province. */
export const catalogTypesWithParent = ['ciudades'] as const satisfies readonly CatalogType[];
