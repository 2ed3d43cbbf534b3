import { catalogCodePattern, type CatalogType } from './catalogs.ts';
import { type FieldRule, fieldPatterns, fieldRuleMessage, fieldRules } from './field-rules.ts';
import { cvSectionTitles } from './menu-titles.ts';
import { fillMessage, validationMessages } from './validation-messages.ts';

/**
 * The student's CV (API.md "CV", PRODUCT.md "Student CV"): its nine sections and the rules of
 * every field, declared once. The server's schemas (./schemas/cv.ts) and 422 answers and the
 * client's yup rules all call the functions below, so a value gets the same verdict and the same
 * Spanish words on both sides. Plain values only: the front end imports this module.
 */

/** The sections by their slug (the URL's `{section}`), in menu order. */
export const cvSections = ['basic', 'education-in', 'education-out', 'languages', 'computer', 'other', 'courses', 'work', 'extra'] as const;
export type CvSection = (typeof cvSections)[number];

/** The eight repeatable sections: a list of entries each, `/api/cv/{section}[/{id}]`. */
export const cvEntrySections = ['education-in', 'education-out', 'languages', 'computer', 'other', 'courses', 'work', 'extra'] as const;
export type CvEntrySection = (typeof cvEntrySections)[number];

export const isCvEntrySection = (value: unknown): value is CvEntrySection =>
  typeof value === 'string' && (cvEntrySections as readonly string[]).includes(value);

export type CvSectionTitle = (typeof cvSectionTitles)[number];

/** The menu item that guards each section (menu-titles.ts keeps the same order). */
export const cvSectionTitle = Object.fromEntries(cvSections.map((section, index) => [section, cvSectionTitles[index]])) as Record<
  CvSection,
  CvSectionTitle
>;

/** A section's key in `GET /api/cv` (snake_case, as every API field). */
export const cvSectionKeys = {
  basic: 'basic',
  'education-in': 'education_in',
  'education-out': 'education_out',
  languages: 'languages',
  computer: 'computer',
  other: 'other',
  courses: 'courses',
  work: 'work',
  extra: 'extra',
} as const satisfies Record<CvSection, string>;
export type CvSectionKey = (typeof cvSectionKeys)[CvSection];

/** The fixed choices that are not catalogs. */
export const universityLevels = ['tercer', 'cuarto'] as const;
export const courseTypes = ['asistencia', 'aprobacion'] as const;
export const universityTypes = ['publica', 'privada', 'cofinanciada'] as const;
export type UniversityLevel = (typeof universityLevels)[number];
export type CourseType = (typeof courseTypes)[number];
export type UniversityType = (typeof universityTypes)[number];

/** What the CV's own rules say (the spec has no text for them; the general ones are in validation-messages.ts). */
export const cvMessages = {
  dateOrder: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  dateInFuture: 'La fecha no puede ser posterior a hoy.',
  dateTooFar: 'La fecha no puede estar a más de {years} años en el futuro.',
  dateTooOld: 'La fecha no puede ser anterior al año {year}.',
  age: 'La edad debe estar entre {min} y {max} años.',
  integer: 'El campo debe ser un número entero entre {min} y {max}.',
  university: 'Seleccione una universidad de la lista.',
  career: 'Seleccione una carrera de la universidad elegida.',
  city: 'Seleccione una ciudad de la provincia elegida.',
  languageRepeated: 'Este idioma ya está en su hoja de vida.',
} as const;

export const cvLimits = {
  earliestDate: '1940-01-01',
  /** An end date may be planned this far ahead. */
  futureYears: 10,
  minAge: 15,
  maxAge: 100,
  hours: { min: 1, max: 2000 },
} as const;

/**
 * What a date is: `past` cannot be after today (a start, a course), `end` may be planned up to
 * `futureYears` ahead, `birth` gives an age within the limits.
 */
export type CvDateKind = 'past' | 'end' | 'birth';

/**
 * One field of a section. `required` says whether a value must be given (an optional field
 * takes null or blank for "none"); every string field has a FieldRule (lengths and pattern, as
 * typed). The types are narrow so the schemas (./schemas/cv.ts) are derived from this table.
 */
export interface CvTextField<Required extends boolean = boolean> {
  kind: 'text';
  required: Required;
  rule: FieldRule;
}
export interface CvChoiceField<Options extends readonly string[] = readonly string[]> {
  kind: 'choice';
  required: true;
  rule: FieldRule;
  options: Options;
}
/** A catalog item's code; the server checks that it is an active item of the type. */
export interface CvCatalogField {
  kind: 'catalog';
  required: true;
  rule: FieldRule;
  catalog: CatalogType;
}
export interface CvDateField<Required extends boolean = boolean> {
  kind: 'date';
  required: Required;
  rule: FieldRule;
  date: CvDateKind;
}
export interface CvIntegerField {
  kind: 'integer';
  required: true;
  min: number;
  max: number;
}
/** An active university's id (GET /api/universities); the server checks it exists. Answers carry the university itself. */
export interface CvUniversityField {
  kind: 'university';
  required: true;
}
export type CvField = CvTextField | CvChoiceField | CvCatalogField | CvDateField | CvIntegerField | CvUniversityField;

const textRule = (required: boolean, min: number | undefined, max: number): FieldRule => ({
  required,
  ...(min !== undefined && { min }),
  max,
  pattern: fieldPatterns.text,
  patternMessage: 'format',
});
const text = (min: number, max: number): CvTextField<true> => ({ kind: 'text', required: true, rule: textRule(true, min, max) });
const optionalText = (max: number): CvTextField<false> => ({ kind: 'text', required: false, rule: textRule(false, undefined, max) });
const ruleText = (rule: FieldRule): CvTextField<true> => ({ kind: 'text', required: true, rule });
const optionalRuleText = (rule: FieldRule): CvTextField<false> => ({ kind: 'text', required: false, rule: { ...rule, required: false } });
const catalog = (type: CatalogType): CvCatalogField => ({
  kind: 'catalog',
  required: true,
  catalog: type,
  // The code's shape only (a 2-digit province, an ISO country, a slug); whether it exists is the server's.
  rule: { required: true, max: 40, pattern: catalogCodePattern(type).slice(1, -1), patternMessage: 'option' },
});
const choice = <const Options extends readonly string[]>(options: Options): CvChoiceField<Options> => ({
  kind: 'choice',
  required: true,
  options,
  rule: { required: true, max: 40, pattern: options.join('|'), patternMessage: 'option' },
});
const dateRule = (required: boolean): FieldRule => ({ required, max: 10, pattern: '\\d{4}-\\d{2}-\\d{2}', patternMessage: 'date' });
const date = (kind: CvDateKind): CvDateField<true> => ({ kind: 'date', required: true, date: kind, rule: dateRule(true) });
/** `fecha_fin`: null (or empty) means "en curso" / "actual". */
const endDate: CvDateField<false> = { kind: 'date', required: false, date: 'end', rule: dateRule(false) };

/** Every field of every section, by its API name, in the order forms show them. */
export const cvFieldRules = {
  basic: {
    nombres: ruleText(fieldRules.representante),
    apellidos: ruleText(fieldRules.representante),
    fecha_nacimiento: date('birth'),
    genero: catalog('generos'),
    estado_civil: catalog('estados-civiles'),
    nacionalidad: catalog('paises'),
    provincia: catalog('provincias'),
    /** A city of the chosen province (cvMessages.city otherwise). */
    ciudad: catalog('ciudades'),
    direccion: text(5, 200),
    celular: ruleText(fieldRules.telcontacto),
    telefono: optionalRuleText(fieldRules.telefono),
    email: ruleText(fieldRules.email),
    perfil: optionalText(1000),
  },
  'education-in': {
    universidad_id: { kind: 'university', required: true },
    facultad: text(2, 200),
    /** A career name of the chosen university (cvMessages.career otherwise). */
    carrera: text(2, 200),
    nivel: choice(universityLevels),
    semestre: text(1, 30),
    fecha_inicio: date('past'),
    fecha_fin: endDate,
    titulo: optionalText(200),
  },
  'education-out': {
    institucion: text(2, 200),
    titulo: text(2, 200),
    nivel: catalog('niveles-educacion'),
    pais: catalog('paises'),
    fecha_inicio: date('past'),
    fecha_fin: endDate,
  },
  languages: {
    /** One entry per language (cvMessages.languageRepeated otherwise). */
    idioma: catalog('idiomas'),
    nivel_hablado: catalog('niveles-idioma'),
    nivel_escrito: catalog('niveles-idioma'),
    nivel_comprension: catalog('niveles-idioma'),
    certificado: optionalText(200),
  },
  computer: {
    herramienta: text(2, 100),
    categoria: catalog('categorias-informaticas'),
    nivel: catalog('niveles-idioma'),
  },
  other: {
    habilidad: text(2, 100),
    descripcion: optionalText(1000),
    nivel: catalog('niveles-idioma'),
  },
  courses: {
    nombre: text(2, 200),
    institucion: text(2, 200),
    horas: { kind: 'integer', required: true, ...cvLimits.hours },
    fecha: date('past'),
    tipo: choice(courseTypes),
  },
  work: {
    empresa: text(2, 200),
    cargo: text(2, 100),
    area: catalog('areas'),
    fecha_inicio: date('past'),
    fecha_fin: endDate,
    funciones: optionalText(2000),
    motivo_salida: optionalText(500),
    referencia_nombre: optionalRuleText(fieldRules.representante),
    referencia_telefono: optionalRuleText(fieldRules.telefono),
  },
  extra: {
    actividad: text(2, 200),
    tipo: catalog('tipos-actividad'),
    organizacion: text(2, 200),
    fecha_inicio: date('past'),
    fecha_fin: endDate,
    descripcion: optionalText(1000),
  },
} as const satisfies Record<CvSection, Record<string, CvField>>;

export type CvFieldName<S extends CvSection> = keyof (typeof cvFieldRules)[S] & string;

export function cvField<S extends CvSection>(section: S, name: CvFieldName<S>): CvField {
  return (cvFieldRules[section] as Record<string, CvField>)[name] as CvField;
}

export const cvFieldNames = <S extends CvSection>(section: S) => Object.keys(cvFieldRules[section]) as CvFieldName<S>[];

/** The catalog fields of a section with their catalog type (the server looks their names up). */
export function cvCatalogFields(section: CvSection): Array<{ name: string; catalog: CatalogType }> {
  return Object.entries(cvFieldRules[section] as Record<string, CvField>).flatMap(([name, field]) =>
    field.kind === 'catalog' ? [{ name, catalog: field.catalog }] : [],
  );
}

/** The name a schema's `x-field-rule` annotation gives a CV field: `cv:work.fecha_fin`. */
export const cvFieldRuleName = (section: CvSection, name: string) => `cv:${section}.${name}`;

/** The field an annotation names, or undefined when it names no CV field. */
export function cvFieldOfRuleName(ruleName: unknown): CvField | undefined {
  if (typeof ruleName !== 'string' || !ruleName.startsWith('cv:')) return undefined;
  const [section, name] = ruleName.slice(3).split('.');
  if (!(cvSections as readonly string[]).includes(section ?? '')) return undefined;
  const fields = cvFieldRules[section as CvSection] as Record<string, CvField>;
  return name !== undefined && Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
}

/**
 * The day in Ecuador as YYYY-MM-DD. Built once: a DateTimeFormat costs far more to make than to
 * use (making one per call was a tenth of an offers search's CPU).
 */
const ecuadorDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Guayaquil',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day `at` falls on in Ecuador (YYYY-MM-DD), whatever the runtime's time zone. */
export function ecuadorDay(at: Date): string {
  return ecuadorDayFormat.format(at);
}

/** Today in Ecuador (YYYY-MM-DD): dates are the portal's, whatever the runtime's time zone. */
export function cvToday(now: Date = new Date()): string {
  return ecuadorDay(now);
}

/** A real calendar day (2025-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `day` (YYYY-MM-DD) moved by whole years and days; a 29 February ten years on becomes 1 March. */
export function shiftDate(day: string, { years = 0, days = 0 }: { years?: number; days?: number }): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole years from `birth` to `today` (both YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

function dateMessage(kind: CvDateKind, value: string, today: string): string | null {
  if (!isCalendarDate(value)) return validationMessages.date;
  if (value < cvLimits.earliestDate) return fillMessage(cvMessages.dateTooOld, { year: cvLimits.earliestDate.slice(0, 4) });
  if (kind === 'end') {
    return value > shiftDate(today, { years: cvLimits.futureYears })
      ? fillMessage(cvMessages.dateTooFar, { years: cvLimits.futureYears })
      : null;
  }
  if (value > today) return cvMessages.dateInFuture;
  const age = ageOn(value, today);
  if (kind === 'birth' && (age < cvLimits.minAge || age > cvLimits.maxAge)) {
    return fillMessage(cvMessages.age, { min: cvLimits.minAge, max: cvLimits.maxAge });
  }
  return null;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !/\S/u.test(value));

/**
 * The message a value of the field gets, or null when it is accepted. `value` is what a form or
 * a request holds (any JSON value); `today` is Ecuador's unless a test fixes it.
 */
export function cvFieldMessage(field: CvField, value: unknown, today: string = cvToday()): string | null {
  switch (field.kind) {
    case 'integer': {
      if (isBlank(value)) return validationMessages.required;
      const fits = typeof value === 'number' && Number.isInteger(value) && value >= field.min && value <= field.max;
      return fits ? null : fillMessage(cvMessages.integer, { min: field.min, max: field.max });
    }
    case 'university':
      if (isBlank(value)) return validationMessages.required;
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647 ? null : cvMessages.university;
    default: {
      if (value !== undefined && value !== null && typeof value !== 'string') return validationMessages.format;
      const message = fieldRuleMessage(field.rule, value);
      if (message !== null || field.kind !== 'date' || isBlank(value)) return message;
      return dateMessage(field.date, value as string, today);
    }
  }
}

/** `fecha_fin` before `fecha_inicio`: the message on `fecha_fin` (null when either is missing or invalid). */
export function cvDateOrderMessage(start: unknown, end: unknown): string | null {
  if (typeof start !== 'string' || typeof end !== 'string' || !isCalendarDate(start) || !isCalendarDate(end)) return null;
  return end < start ? cvMessages.dateOrder : null;
}

/**
 * Every message of a section's values, by field: each field's rule, then the date order. What
 * a form shows before sending and what the server answers in its 422 (catalog existence,
 * universities and repeated languages aside, which need the database).
 */
export function cvEntryMessages(section: CvSection, values: Record<string, unknown>, today: string = cvToday()): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [name, field] of Object.entries(cvFieldRules[section] as Record<string, CvField>)) {
    const message = cvFieldMessage(field, values[name], today);
    if (message !== null) messages[name] = message;
  }
  if ('fecha_fin' in cvFieldRules[section] && messages['fecha_fin'] === undefined && messages['fecha_inicio'] === undefined) {
    const order = cvDateOrderMessage(values['fecha_inicio'], values['fecha_fin']);
    if (order !== null) messages['fecha_fin'] = order;
  }
  return messages;
}

/** How complete a CV is: a section counts once it is saved (basic) or has an entry. Photo not counted. */
export function cvCompleteness(filled: Iterable<CvSection>): { percent: number; missing: CvSection[] } {
  const done = new Set(filled);
  const missing = cvSections.filter((section) => !done.has(section));
  return { percent: Math.round(((cvSections.length - missing.length) / cvSections.length) * 100), missing };
}
