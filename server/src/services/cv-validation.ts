import {
  type CvEntrySection,
  cvEntryMessages,
  type CvField,
  cvFieldRules,
  cvMessages,
  type CvSection,
  validationMessages,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { findCatalogItemByCode } from '../db/repositories/catalogs.ts';
import { cvEntryWith, type CvEntryValues } from '../db/repositories/cv-entries.ts';
import { findCareerByName, findUniversity } from '../db/repositories/universities.ts';
import type { Database } from '../db/types.ts';
import { fieldError, fieldsError } from '../domain/errors.ts';

/**
 * What the schema cannot tell about a CV section's values: dates (calendar, range, order, by the
 * contract's own functions), catalog codes (an active item of the field's catalog), and each
 * section's rules that need the database. All are checked before anything is written, and a
 * 422 lists every field at once.
 */

/** Where the caller's values are checked against: the student, and the entry being changed (null when new). */
export interface CvCheckTarget {
  userId: number;
  entryId: number | null;
  /** The stored values being replaced: a code or university kept as it was is accepted even if since deactivated. */
  previous?: Record<string, unknown>;
}

const fieldsOf = (section: CvSection) => Object.entries(cvFieldRules[section] as Record<string, CvField>);

/** The values to store: free texts trimmed, blank optional fields as null. */
export function storedValues(section: CvSection, body: Record<string, unknown>): CvEntryValues {
  const values: CvEntryValues = {};
  for (const [name] of fieldsOf(section)) {
    const value = body[name];
    if (typeof value === 'string') values[name] = value.trim() === '' ? null : value.trim();
    else values[name] = typeof value === 'number' ? value : null;
  }
  return values;
}

/** One field per student and section that must not repeat (one entry per language). */
export const cvUniqueFields: Partial<Record<CvEntrySection, { field: string; message: string }>> = {
  languages: { field: 'idioma', message: cvMessages.languageRepeated },
};

type Messages = Record<string, string>;
type SectionCheck = (db: Kysely<Database>, values: CvEntryValues, target: CvCheckTarget, messages: Messages) => Promise<void>;

const unchanged = (target: CvCheckTarget, name: string, value: unknown) => target.previous !== undefined && target.previous[name] === value;

/** The city must be one of the chosen province's. */
const cityOfProvince: SectionCheck = async (db, values, _target, messages) => {
  if (messages['ciudad'] || messages['provincia']) return;
  const city = await findCatalogItemByCode(db, 'ciudades', String(values['ciudad']));
  if (city && city.parent_code !== values['provincia']) messages['ciudad'] = cvMessages.city;
};

/** An active university (or the one already stored), and an active career of it by its exact name (or the one already stored). */
const universityAndCareer: SectionCheck = async (db, values, target, messages) => {
  if (messages['universidad_id']) return;
  const id = Number(values['universidad_id']);
  const university = await findUniversity(db, id);
  if (!university || (university.activa !== 1 && !unchanged(target, 'universidad_id', id))) {
    messages['universidad_id'] = cvMessages.university;
    return;
  }
  if (messages['carrera']) return;
  const career = await findCareerByName(db, id, String(values['carrera']));
  // A career since deactivated stays on the entries that already named it.
  const kept = unchanged(target, 'universidad_id', id) && unchanged(target, 'carrera', values['carrera']);
  if (!career || (career.activa !== 1 && !kept)) messages['carrera'] = cvMessages.career;
};

const notRepeated =
  (section: CvEntrySection): SectionCheck =>
  async (db, values, target, messages) => {
    const unique = cvUniqueFields[section];
    if (!unique || messages[unique.field]) return;
    if (await cvEntryWith(db, section, target.userId, unique.field, values[unique.field], target.entryId)) {
      messages[unique.field] = unique.message;
    }
  };

const sectionChecks: Partial<Record<CvSection, SectionCheck>> = {
  basic: cityOfProvince,
  'education-in': universityAndCareer,
  languages: notRepeated('languages'),
};

/** Every catalog field holds an active item of its catalog (or the code it already stored). */
async function checkCatalogCodes(
  db: Kysely<Database>,
  section: CvSection,
  values: CvEntryValues,
  target: CvCheckTarget,
  messages: Messages,
) {
  for (const [name, field] of fieldsOf(section)) {
    const code = values[name];
    if (field.kind !== 'catalog' || messages[name] || typeof code !== 'string' || unchanged(target, name, code)) continue;
    const item = await findCatalogItemByCode(db, field.catalog, code);
    if (item?.active !== 1) messages[name] = validationMessages.option;
  }
}

/**
 * Throws a 422 naming every field whose value the section refuses; returns the values to store.
 * `body` is the request's body as the schema accepted it (the rules judge values as typed).
 */
export async function checkCvValues(
  db: Kysely<Database>,
  section: CvSection,
  body: Record<string, unknown>,
  target: CvCheckTarget,
): Promise<CvEntryValues> {
  const messages: Messages = cvEntryMessages(section, body);
  const values = storedValues(section, body);
  await checkCatalogCodes(db, section, values, target, messages);
  await sectionChecks[section]?.(db, values, target, messages);
  if (Object.keys(messages).length > 0) {
    throw fieldsError(Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, [message]])));
  }
  return values;
}

/** A `.catch` for a write that lost a race on a unique field: the same 422 the check gives. */
export function uniqueFieldRace(section: CvEntrySection) {
  const unique = cvUniqueFields[section];
  return unique ? () => fieldError(unique.field, unique.message) : undefined;
}
