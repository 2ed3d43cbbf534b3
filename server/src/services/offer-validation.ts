import {
  offerCatalogFields,
  type OfferField,
  offerFieldRules,
  offerFormMessages,
  offerMessages,
  validationMessages,
} from '@portal/contracts';
import type { OfferBody } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { findCatalogItemByCode } from '../db/repositories/catalogs.ts';
import { activeCareerNames } from '../db/repositories/universities.ts';
import type { OfferValues } from '../db/repositories/offers.ts';
import type { Database, OfferRow } from '../db/types.ts';
import { fieldsError } from '../domain/errors.ts';

const cents = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100) / 100);

/** What is stored of a field of each kind: free texts and careers trimmed, salaries in cents. */
function storedValue(field: OfferField, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
      return (value as string).trim();
    case 'money':
      return cents(value as number | null | undefined);
    case 'careers':
      return ((value as string[] | undefined) ?? []).map((career) => career.trim());
    default:
      return value;
  }
}

export function offerValues(body: OfferBody): OfferValues {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(offerFieldRules)) values[name] = storedValue(field, body[name as keyof OfferBody]);
  return values as OfferValues;
}

/**
 * The offer's values once every rule holds, or a 422 listing every field at once: the
 * contract's rules (the same the form applies, the closing date's window counted from the
 * publication, or from today for a draft), then what needs the database: each catalog code an
 * active item (a code the offer already stores is kept even if deactivated since), the city one
 * of the province's, each career one of an active university's (GET /api/universities; a career
 * the offer already lists is kept).
 */
export async function checkedOfferValues(
  db: Kysely<Database>,
  body: OfferBody,
  context: { today: string; publishedOn: string | null; previous?: OfferRow; previousCareers?: readonly string[] },
): Promise<OfferValues> {
  const values = offerValues(body);
  const messages = offerFormMessages({ ...values }, { today: context.today, publishedOn: context.publishedOn });
  for (const { name, catalog } of offerCatalogFields) {
    if (messages[name]) continue;
    const item = await findCatalogItemByCode(db, catalog, values[name]);
    const kept = context.previous?.[name] === values[name];
    if (!item || (item.active !== 1 && !kept)) messages[name] = validationMessages.option;
  }
  if (!messages['ciudad'] && !messages['provincia']) {
    const city = await findCatalogItemByCode(db, 'ciudades', values.ciudad);
    if (city && city.parent_code !== values.provincia) messages['ciudad'] = offerMessages.city;
  }
  if (!messages['carreras'] && values.carreras.length > 0) {
    const known = await activeCareerNames(db, values.carreras);
    const kept = new Set(context.previousCareers ?? []);
    if (values.carreras.some((career) => !known.has(career) && !kept.has(career))) messages['carreras'] = offerMessages.career;
  }
  if (Object.keys(messages).length > 0) {
    throw fieldsError(Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, [message]])));
  }
  return values;
}
