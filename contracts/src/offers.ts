import { catalogCodePattern, type CatalogType } from './catalogs.ts';
import { cvToday, isCalendarDate, shiftDate } from './cv.ts';
import { type FieldRule, fieldPatterns, fieldRuleMessage } from './field-rules.ts';
import { type ApplicationStatus, type OfferStatus, offerStatuses } from './statuses.ts';
import { fillMessage, validationMessages } from './validation-messages.ts';

/**
 * Offers and applications (API.md "Offers and applications", PRODUCT.md "Offer", "Application"):
 * their statuses, the moves allowed between them, and the rules of every field, declared once.
 * The server's schemas (./schemas/offers.ts) and 422 answers and the client's forms call the
 * functions below, so a value gets the same verdict and the same Spanish words on both sides.
 * Plain values only: the front end imports this module.
 */

/**
 * Where an offer may go from each status. `expirada` is reached only by the closing date
 * passing (the expiry job, or any read after that day); `cerrada` and `expirada` are final: a
 * company that wants the offer again duplicates it into a new draft.
 */
export const offerTransitions = {
  borrador: ['publicada', 'en_revision'],
  publicada: ['cerrada', 'expirada', 'retirada'],
  cerrada: [],
  expirada: [],
  // Moderation (trust.ts): a reviewed offer is published or rejected; a rejected one is fixed and sent again.
  en_revision: ['publicada', 'rechazada'],
  rechazada: ['publicada', 'en_revision'],
  retirada: [],
} as const satisfies Record<OfferStatus, readonly OfferStatus[]>;

/** Whether a table of moves (offerTransitions, applicationTransitions) allows going from one status to another. */
function allows<S extends string>(transitions: Record<S, readonly S[]>, from: S, to: S): boolean {
  return transitions[from].includes(to);
}

export const canMoveOffer = (from: OfferStatus, to: OfferStatus) => allows<OfferStatus>(offerTransitions, from, to);

/** What a company may do with its offer in each status (the screens enable their buttons by it). */
export const offerActionStatuses = {
  edit: ['borrador', 'publicada', 'rechazada'],
  publish: ['borrador', 'rechazada'],
  close: ['publicada'],
  delete: ['borrador', 'rechazada'],
  duplicate: offerStatuses,
} as const satisfies Record<string, readonly OfferStatus[]>;
export type OfferAction = keyof typeof offerActionStatuses;

export function offerAllows(action: OfferAction, status: OfferStatus): boolean {
  return (offerActionStatuses[action] as readonly OfferStatus[]).includes(status);
}

/**
 * The pipeline: an application only moves forward, may skip a stage (a company may call someone
 * to an interview straight away), may be turned down at any stage, and stops at a decision.
 */
export const applicationTransitions = {
  postulado: ['en_revision', 'entrevista', 'seleccionado', 'no_seleccionado'],
  en_revision: ['entrevista', 'seleccionado', 'no_seleccionado'],
  entrevista: ['seleccionado', 'no_seleccionado'],
  seleccionado: [],
  no_seleccionado: [],
} as const satisfies Record<ApplicationStatus, readonly ApplicationStatus[]>;

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus) =>
  allows<ApplicationStatus>(applicationTransitions, from, to);

/** What a company may set (`PATCH /api/company/applications/{id}`): every status but the first. */
export const companyApplicationStatuses = [
  'en_revision',
  'entrevista',
  'seleccionado',
  'no_seleccionado',
] as const satisfies readonly ApplicationStatus[];
export type CompanyApplicationStatus = (typeof companyApplicationStatuses)[number];

/** The student may withdraw only while the company has not looked at the application yet. */
export const withdrawableApplicationStatuses = ['postulado'] as const satisfies readonly ApplicationStatus[];

/**
 * Spanish names of the statuses, the one place they are written: what the server writes itself
 * (notifications, e-mails, the CSV export, 409 texts) and, through `labelMessages`, the
 * screens' message files.
 */
export const offerStatusLabels = {
  borrador: 'Borrador',
  publicada: 'Publicada',
  cerrada: 'Cerrada',
  expirada: 'Expirada',
  en_revision: 'En revisión',
  rechazada: 'Rechazada',
  retirada: 'Oferta retirada',
} as const satisfies Record<OfferStatus, string>;

export const applicationStatusLabels = {
  postulado: 'Postulado',
  en_revision: 'En revisión',
  entrevista: 'Entrevista',
  seleccionado: 'Seleccionado',
  no_seleccionado: 'No seleccionado',
} as const satisfies Record<ApplicationStatus, string>;

/** A status table's labels as message-file entries, each under the id `idOf` gives its status. */
export function labelMessages<S extends string>(labels: Record<S, string>, idOf: (status: S) => string): Record<string, string> {
  return Object.fromEntries((Object.entries(labels) as Array<[S, string]>).map(([status, label]) => [idOf(status), label]));
}

export const offerLimits = {
  /** The closing date is at most this many days after publication (PRODUCT.md). */
  closingMaxDays: 90,
  vacantes: { min: 1, max: 999 },
  /** USD a month. */
  salario: { min: 0, max: 100_000 },
  carreras: { max: 30 },
  perPageDefault: 20,
  /** Searches longer than this are cut: nobody types more, and the index does not need it. */
  queryMaxLength: 200,
} as const;

/** What offers' own rules say (the general texts are in validation-messages.ts). */
export const offerMessages = {
  closingNotAfterToday: 'La fecha de cierre debe ser posterior a hoy.',
  closingTooFar: 'La fecha de cierre no puede ser más de {days} días posterior a la publicación.',
  salaryOrder: 'El salario máximo no puede ser menor que el salario mínimo.',
  salary: 'El campo debe ser un valor entre {min} y {max}.',
  integer: 'El campo debe ser un número entero entre {min} y {max}.',
  city: 'Seleccione una ciudad de la provincia elegida.',
  career: 'Seleccione carreras de la lista.',
  careersTooMany: 'Seleccione como máximo {max} carreras.',
  careersRepeated: 'Cada carrera se selecciona una sola vez.',
  companyPending: 'Su empresa está pendiente de aprobación: podrá publicar ofertas cuando un administrador la apruebe.',
  companyRejected: 'Su empresa no fue aprobada: no puede publicar ofertas. Comuníquese con la oficina de vinculación.',
  notFound: 'La oferta no existe.',
  noCompany: 'Su cuenta no tiene registrados los datos de una empresa.',
  cannotEdit: 'Solo se puede modificar una oferta en borrador, publicada o rechazada.',
  cannotPublish: 'Solo se puede publicar una oferta en borrador o rechazada.',
  cannotClose: 'Solo se puede cerrar una oferta publicada.',
  cannotDelete: 'Solo se puede eliminar una oferta en borrador.',
  created: 'Oferta guardada como borrador.',
  saved: 'Oferta guardada.',
  published: 'Oferta publicada.',
  closed: 'Oferta cerrada.',
  deleted: 'Oferta eliminada.',
  duplicated: 'Oferta duplicada como borrador.',
} as const;

export const applicationMessages = {
  notFound: 'La postulación no existe.',
  alreadyApplied: 'Ya postuló a esta oferta.',
  offerNotOpen: 'La oferta no está abierta a postulaciones.',
  cvMissing: 'Complete los datos personales de su hoja de vida antes de postular.',
  cannotWithdraw: 'Solo puede retirar una postulación que la empresa aún no revisa.',
  cannotMove: 'Una postulación en «{from}» no puede pasar a «{to}».',
  applied: 'Postulación enviada.',
  withdrawn: 'Postulación retirada.',
  moved: 'Estado de la postulación actualizado.',
} as const;

/**
 * One field of the offer form; every string field has a FieldRule (lengths and pattern, as typed).
 * `detail`: shown on the offer's own page only; a search's card shows the other fields.
 */
export type OfferField = { detail?: true } & (
  | { kind: 'text'; rule: FieldRule }
  /** A catalog item's code; the server checks that it is an active item of the type. */
  | { kind: 'catalog'; rule: FieldRule; catalog: CatalogType }
  /** YYYY-MM-DD; its window (after today, ≤ 90 days after publication) is checked with the others. */
  | { kind: 'date'; rule: FieldRule }
  | { kind: 'integer'; required: boolean; min: number; max: number }
  | { kind: 'money'; required: boolean; min: number; max: number }
  /** Career names (the universities' careers); each by `item`'s rule. */
  | { kind: 'careers'; item: FieldRule; max: number }
);

const text = (min: number, max: number): Extract<OfferField, { kind: 'text' }> => ({
  kind: 'text',
  rule: { required: true, min, max, pattern: fieldPatterns.text, patternMessage: 'format' },
});
const catalog = (type: CatalogType): Extract<OfferField, { kind: 'catalog' }> => ({
  kind: 'catalog',
  catalog: type,
  // The code's shape only (a 2-digit province, a slug); whether it exists is the server's.
  rule: { required: true, max: 40, pattern: catalogCodePattern(type).slice(1, -1), patternMessage: 'option' },
});
const money: Extract<OfferField, { kind: 'money' }> = { kind: 'money', required: false, ...offerLimits.salario };

/** Every field of `POST /api/company/offers`, by its API name, in the order the form shows them. */
export const offerFieldRules = {
  titulo: text(5, 150),
  descripcion: { ...text(20, 5000), detail: true },
  area: catalog('areas'),
  tipo_contrato: catalog('tipos-contrato'),
  modalidad: catalog('modalidades'),
  provincia: catalog('provincias'),
  /** A city of the chosen province (offerMessages.city otherwise). */
  ciudad: catalog('ciudades'),
  vacantes: { kind: 'integer', required: true, ...offerLimits.vacantes },
  salario_min: money,
  /** Not below salario_min (offerMessages.salaryOrder otherwise). */
  salario_max: money,
  requisitos: { ...text(10, 3000), detail: true },
  carreras: {
    kind: 'careers',
    detail: true,
    max: offerLimits.carreras.max,
    item: { required: true, min: 2, max: 200, pattern: fieldPatterns.text, patternMessage: 'format' },
  },
  experiencia: { ...text(2, 500), detail: true },
  fecha_cierre: { kind: 'date', rule: { required: true, max: 10, pattern: '\\d{4}-\\d{2}-\\d{2}', patternMessage: 'date' } },
} as const satisfies Record<string, OfferField>;

export type OfferFieldName = keyof typeof offerFieldRules;
type KindOf<Name extends OfferFieldName> = (typeof offerFieldRules)[Name]['kind'];

/** The offer's fields, in the form's order: what every list of them (body, values, columns) is made from. */
export const offerFieldNames = Object.keys(offerFieldRules) as OfferFieldName[];

/** The fields a search's card shows, and those only the offer's own page adds. */
export type OfferDetailFieldName = {
  [Name in OfferFieldName]: (typeof offerFieldRules)[Name] extends { detail: true } ? Name : never;
}[OfferFieldName];
export type OfferCardFieldName = Exclude<OfferFieldName, OfferDetailFieldName>;
export const offerCardFieldNames = offerFieldNames.filter(
  (name): name is OfferCardFieldName => !(offerFieldRules[name] as OfferField).detail,
);
export const offerDetailFieldNames = offerFieldNames.filter(
  (name): name is OfferDetailFieldName => (offerFieldRules[name] as OfferField).detail === true,
);

/** The fields holding one value each: all but the careers, a list (which the server keeps in a table of its own). */
export type OfferSingleFieldName = { [Name in OfferFieldName]: KindOf<Name> extends 'careers' ? never : Name }[OfferFieldName];
export const offerSingleFieldNames = offerFieldNames.filter(
  (name): name is OfferSingleFieldName => offerFieldRules[name].kind !== 'careers',
);

/** The fields holding a catalog item's code, with their catalog. */
export type OfferCatalogFieldName = { [Name in OfferFieldName]: KindOf<Name> extends 'catalog' ? Name : never }[OfferFieldName];
export const offerCatalogFields = Object.entries(offerFieldRules).flatMap(([name, field]) =>
  field.kind === 'catalog' ? [{ name: name as OfferCatalogFieldName, catalog: field.catalog }] : [],
);

/** What the offer form holds: texts and catalog codes ('' when none), numbers (null when empty), career names. */
export type OfferFormValues = {
  [Name in OfferFieldName]: KindOf<Name> extends 'integer' | 'money' ? number | null : KindOf<Name> extends 'careers' ? string[] : string;
};

/** A new offer's form: every field empty, but a count, which starts at its least (one vacancy). */
export function emptyOfferFormValues(): OfferFormValues {
  const empty = (field: OfferField) =>
    field.kind === 'integer' ? field.min : field.kind === 'money' ? null : field.kind === 'careers' ? [] : '';
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(offerFieldRules)) values[name] = empty(field);
  return values as OfferFormValues;
}

/** `POST /api/offers/{id}/applications`: the optional cover letter. */
export const applicationFieldRules = {
  carta: { kind: 'text', rule: { required: false, max: 3000, pattern: fieldPatterns.text, patternMessage: 'format' } },
} as const satisfies Record<string, OfferField>;

/** The name a schema's `x-field-rule` annotation gives an offer or application field: `offer:titulo`. */
export const offerFieldRuleName = (name: OfferFieldName) => `offer:${name}`;
export const applicationFieldRuleName = (name: keyof typeof applicationFieldRules) => `application:${name}`;

/** The field an annotation names, or undefined when it names no offer or application field. */
export function offerFieldOfRuleName(ruleName: unknown): OfferField | undefined {
  if (typeof ruleName !== 'string') return undefined;
  const [scope, name = ''] = ruleName.split(':');
  const fields: Record<string, OfferField> | undefined =
    scope === 'offer' ? offerFieldRules : scope === 'application' ? applicationFieldRules : undefined;
  return fields && Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !/\S/u.test(value));

function numberMessage(field: { required: boolean; min: number; max: number }, value: unknown, integer: boolean): string | null {
  if (value === undefined || value === null) return field.required ? validationMessages.required : null;
  const fits = typeof value === 'number' && Number.isFinite(value) && (!integer || Number.isInteger(value));
  if (fits && value >= field.min && value <= field.max) return null;
  return fillMessage(integer ? offerMessages.integer : offerMessages.salary, { min: field.min, max: field.max });
}

function careersMessage(field: Extract<OfferField, { kind: 'careers' }>, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  // One item of the list (a schema's error on `carreras.2` names the item).
  if (typeof value === 'string') return fieldRuleMessage(field.item, value);
  if (!Array.isArray(value)) return validationMessages.format;
  if (value.length > field.max) return fillMessage(offerMessages.careersTooMany, { max: field.max });
  for (const item of value) {
    const message = typeof item === 'string' ? fieldRuleMessage(field.item, item) : validationMessages.format;
    if (message !== null) return message;
  }
  const folded = value.map((item: string) => item.trim().toLocaleLowerCase('es'));
  return new Set(folded).size === folded.length ? null : offerMessages.careersRepeated;
}

/**
 * The message a value of the field gets on its own, or null when it is accepted. `value` is
 * what a form or a request holds (any JSON value). The closing date's window and the salary
 * order depend on other values: `offerFormMessages` adds them.
 */
export function offerFieldMessage(field: OfferField, value: unknown): string | null {
  switch (field.kind) {
    case 'integer':
      return numberMessage(field, value, true);
    case 'money':
      return numberMessage(field, value, false);
    case 'careers':
      return careersMessage(field, value);
    default: {
      if (value !== undefined && value !== null && typeof value !== 'string') return validationMessages.format;
      const message = fieldRuleMessage(field.rule, value);
      if (message !== null || field.kind !== 'date' || isBlank(value)) return message;
      return isCalendarDate(value as string) ? null : validationMessages.date;
    }
  }
}

/** Today in Ecuador (YYYY-MM-DD): closing dates are the portal's days, whatever the server's time zone. */
export const offerToday = cvToday;

/** The last closing date an offer published on `publishedOn` may have. */
export const latestClosingDate = (publishedOn: string) => shiftDate(publishedOn, { days: offerLimits.closingMaxDays });

/**
 * The closing date's window: after today, and at most 90 days after publication. A draft is
 * checked as if published today (and again when it is published).
 */
export function closingDateMessage(fechaCierre: string, today: string, publishedOn: string | null = null): string | null {
  if (!isCalendarDate(fechaCierre)) return validationMessages.date;
  if (fechaCierre <= today) return offerMessages.closingNotAfterToday;
  if (fechaCierre > latestClosingDate(publishedOn ?? today))
    return fillMessage(offerMessages.closingTooFar, { days: offerLimits.closingMaxDays });
  return null;
}

/**
 * Every message of an offer form's values, by field: each field's rule, the closing date's
 * window and the salary order. What a form shows before sending and what the server answers in
 * its 422 (catalog codes and career names aside, which need the database).
 */
export function offerFormMessages(
  values: Record<string, unknown>,
  { today = offerToday(), publishedOn = null }: { today?: string; publishedOn?: string | null } = {},
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [name, field] of Object.entries(offerFieldRules as Record<string, OfferField>)) {
    const message = offerFieldMessage(field, values[name]);
    if (message !== null) messages[name] = message;
  }
  if (messages['fecha_cierre'] === undefined && typeof values['fecha_cierre'] === 'string') {
    const window = closingDateMessage(values['fecha_cierre'], today, publishedOn);
    if (window !== null) messages['fecha_cierre'] = window;
  }
  const [min, max] = [values['salario_min'], values['salario_max']];
  if (messages['salario_max'] === undefined && typeof min === 'number' && typeof max === 'number' && max < min) {
    messages['salario_max'] = offerMessages.salaryOrder;
  }
  return messages;
}

/** The 409 text of a move the pipeline refuses. */
export function applicationMoveMessage(from: ApplicationStatus, to: ApplicationStatus): string {
  return fillMessage(applicationMessages.cannotMove, { from: applicationStatusLabels[from], to: applicationStatusLabels[to] });
}
