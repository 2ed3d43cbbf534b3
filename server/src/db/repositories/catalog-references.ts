import { type CatalogType, cvCatalogFields, cvSections } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import { cvTables } from './cv-tables.ts';

/** Which of `codes` some record stores. */
export type CodeReferences = (db: Kysely<Database>, codes: readonly string[]) => Promise<string[]>;

/** Tables read by a column name held in a variable; the names come from this file, never from a request. */
type AnyTables = Record<string, Record<string, string | null>>;

/** A column that stores codes of one catalog. */
const column =
  (table: string, name: string): CodeReferences =>
  async (db, codes) =>
    (await (db as unknown as Kysely<AnyTables>).selectFrom(table).select(name).distinct().where(name, 'in', codes).execute()).flatMap(
      (row) => (row[name] === null || row[name] === undefined ? [] : [String(row[name])]),
    );

const companyColumn = (name: 'pais' | 'provincia' | 'ciudad') => column('company_profiles', name);
const universityColumn = (name: 'provincia' | 'ciudad') => column('universities', name);

/** Every CV column that stores codes of `type`, from the contract's field table (a new catalog field registers itself). */
const cvColumns = (type: CatalogType): CodeReferences[] =>
  cvSections.flatMap((section) =>
    cvCatalogFields(section)
      .filter((field) => field.catalog === type)
      .map((field) => column(cvTables[section], field.name)),
  );

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
 * deleting it deactivates it instead. Every type is listed (the compiler sees to it); the
 * offers issue adds its columns here (areas, contract types, modalities…).
 */
export const catalogReferences: Record<CatalogType, readonly CodeReferences[]> = {
  provincias: [companyColumn('provincia'), citiesOfProvinces, universityColumn('provincia'), ...cvColumns('provincias')],
  ciudades: [companyColumn('ciudad'), universityColumn('ciudad'), ...cvColumns('ciudades')],
  paises: [companyColumn('pais'), ...cvColumns('paises')],
  idiomas: cvColumns('idiomas'),
  'niveles-idioma': cvColumns('niveles-idioma'),
  'niveles-educacion': cvColumns('niveles-educacion'),
  areas: cvColumns('areas'),
  'tipos-contrato': cvColumns('tipos-contrato'),
  modalidades: cvColumns('modalidades'),
  'categorias-informaticas': cvColumns('categorias-informaticas'),
  'tipos-actividad': cvColumns('tipos-actividad'),
  generos: cvColumns('generos'),
  'estados-civiles': cvColumns('estados-civiles'),
};

/** The codes among `codes` that some record of the registry references. */
export async function codesInUse(db: Kysely<Database>, type: CatalogType, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const found = await Promise.all(catalogReferences[type].map((references) => references(db, codes)));
  return new Set(found.flat());
}
