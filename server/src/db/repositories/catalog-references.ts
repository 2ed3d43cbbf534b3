import { type CatalogType, cvCatalogFields, cvSections, offerFieldRules } from '@portal/contracts';
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

/** Every offer column that stores codes of `type`, from the contract's field table. */
const offerColumns = (type: CatalogType): CodeReferences[] =>
  Object.entries(offerFieldRules).flatMap(([name, field]) =>
    field.kind === 'catalog' && field.catalog === type ? [column('offers', name)] : [],
  );

/** The columns of students' and companies' records (CV, offers) that store codes of `type`. */
const recordColumns = (type: CatalogType): CodeReferences[] => [...cvColumns(type), ...offerColumns(type)];

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
 * deleting it deactivates it instead. Every type is listed (the compiler sees to it); CV and
 * offer columns register themselves from the contract's field tables.
 */
export const catalogReferences: Record<CatalogType, readonly CodeReferences[]> = {
  provincias: [companyColumn('provincia'), citiesOfProvinces, universityColumn('provincia'), ...recordColumns('provincias')],
  ciudades: [companyColumn('ciudad'), universityColumn('ciudad'), ...recordColumns('ciudades')],
  paises: [companyColumn('pais'), ...recordColumns('paises')],
  idiomas: recordColumns('idiomas'),
  'niveles-idioma': recordColumns('niveles-idioma'),
  'niveles-educacion': recordColumns('niveles-educacion'),
  areas: recordColumns('areas'),
  'tipos-contrato': recordColumns('tipos-contrato'),
  modalidades: recordColumns('modalidades'),
  'categorias-informaticas': recordColumns('categorias-informaticas'),
  'tipos-actividad': recordColumns('tipos-actividad'),
  generos: recordColumns('generos'),
  'estados-civiles': recordColumns('estados-civiles'),
};

/** The codes among `codes` that some record of the registry references. */
export async function codesInUse(db: Kysely<Database>, type: CatalogType, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const found = await Promise.all(catalogReferences[type].map((references) => references(db, codes)));
  return new Set(found.flat());
}
