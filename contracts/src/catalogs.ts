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
