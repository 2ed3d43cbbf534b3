import { type CatalogType, type CvEntrySection, type CvField, cvFieldRules, type CvSection } from '@portal/contracts';
import type { CatalogValue, CvBasic, CvEntry } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { catalogItemNames } from '../db/repositories/catalogs.ts';
import { universityRefs } from '../db/repositories/universities.ts';
import type { CvBasicRow, Database } from '../db/types.ts';

/**
 * How stored CV rows become answers (API.md): catalog codes as `{code, name}`, a university id
 * as `universidad: {id, nombre, siglas}`, every other field as stored. Driven by the contract's
 * field table, so the nine sections share one mapping.
 */
type Row = Record<string, unknown>;
type UniversityRef = { id: number; nombre: string; siglas: string };

/** The names a set of rows needs, read in two queries whatever the number of rows. */
export interface CvLookups {
  catalog(type: CatalogType, code: string): CatalogValue;
  university(id: number): UniversityRef;
}

const fieldsOf = (section: CvSection) => Object.entries(cvFieldRules[section] as Record<string, CvField>);

export async function loadCvLookups(db: Kysely<Database>, rows: ReadonlyArray<readonly [CvSection, readonly Row[]]>): Promise<CvLookups> {
  const codes: Array<{ type: CatalogType; code: string }> = [];
  const universityIds: number[] = [];
  for (const [section, list] of rows) {
    for (const [name, field] of fieldsOf(section)) {
      for (const row of list) {
        const value = row[name];
        if (field.kind === 'catalog' && typeof value === 'string') codes.push({ type: field.catalog, code: value });
        if (field.kind === 'university' && typeof value === 'number') universityIds.push(value);
      }
    }
  }
  const [names, universities] = await Promise.all([catalogItemNames(db, codes), universityRefs(db, universityIds)]);
  return {
    // Items in use are deactivated, never deleted: a missing name would be a bug, not a state; show the code then.
    catalog: (type, code) => ({ code, name: names.get(type)?.get(code) ?? code }),
    university: (id) => universities.get(id) ?? { id, nombre: '', siglas: '' },
  };
}

function fieldsView(section: CvSection, row: Row, lookups: CvLookups): Row {
  const view: Row = {};
  for (const [name, field] of fieldsOf(section)) {
    const value = row[name];
    if (field.kind === 'catalog') view[name] = lookups.catalog(field.catalog, String(value));
    // `universidad_id` answers as `universidad`, the university itself.
    else if (field.kind === 'university') view[name.replace(/_id$/, '')] = lookups.university(Number(value));
    else view[name] = value ?? null;
  }
  return view;
}

export function cvEntryView<S extends CvEntrySection>(section: S, row: Row & { id: number }, lookups: CvLookups): CvEntry<S> {
  return { id: row.id, ...fieldsView(section, row, lookups) } as CvEntry<S>;
}

export function cvBasicView(row: CvBasicRow, dni: string, lookups: CvLookups): CvBasic {
  return { dni, ...fieldsView('basic', row, lookups), updated_at: row.updated_at } as CvBasic;
}
