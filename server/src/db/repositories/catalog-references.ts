import type { CatalogType } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';

/** Which of `codes` some record stores. */
export type CodeReferences = (db: Kysely<Database>, codes: readonly string[]) => Promise<string[]>;

const companyColumn =
  (column: 'pais' | 'provincia' | 'ciudad'): CodeReferences =>
  async (db, codes) =>
    (await db.selectFrom('company_profiles').select(column).distinct().where(column, 'in', codes).execute()).flatMap((row) =>
      row[column] === null ? [] : [row[column]],
    );

/** The catalog codes an offer stores (offers migration). */
const offerColumn =
  (column: 'area' | 'tipo_contrato' | 'modalidad' | 'provincia' | 'ciudad'): CodeReferences =>
  async (db, codes) =>
    (await db.selectFrom('offers').select(column).distinct().where(column, 'in', codes).execute()).map((row) => row[column]);

/** A city belongs to its province: a province with cities is in use. */
const citiesOfProvinces: CodeReferences = async (db, codes) =>
  (
    await db
      .selectFrom('catalog_items')
      .select('parent_code')
      .distinct()
      .where('type', '=', 'ciudades')
      .where('parent_code', 'in', codes)
      .execute()
  ).flatMap((row) => (row.parent_code === null ? [] : [row.parent_code]));

/**
 * Where each catalog's codes are stored: an item some record references is in use, and
 * deleting it deactivates it instead. Every type is listed (the compiler sees to it); the CV
 * and offers issues add their columns here (languages, levels, areas, contract types…).
 */
export const catalogReferences: Record<CatalogType, readonly CodeReferences[]> = {
  provincias: [companyColumn('provincia'), citiesOfProvinces, offerColumn('provincia')],
  ciudades: [companyColumn('ciudad'), offerColumn('ciudad')],
  paises: [companyColumn('pais')],
  idiomas: [],
  'niveles-idioma': [],
  'niveles-educacion': [],
  areas: [offerColumn('area')],
  'tipos-contrato': [offerColumn('tipo_contrato')],
  modalidades: [offerColumn('modalidad')],
  'categorias-informaticas': [],
  'tipos-actividad': [],
  generos: [],
  'estados-civiles': [],
};

/** The codes among `codes` that some record of the registry references. */
export async function codesInUse(db: Kysely<Database>, type: CatalogType, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const found = await Promise.all(catalogReferences[type].map((references) => references(db, codes)));
  return new Set(found.flat());
}
