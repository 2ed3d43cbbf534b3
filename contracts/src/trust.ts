import { type FieldRule, fieldRuleMessage, textRule } from './field-rules.ts';

/**
 * Confianza (PRODUCT.md "Confianza: vetting and moderation"; API.md "Trust and moderation"):
 * the moderation setting, the reasons of a report, the moderation's decisions, the free-mail
 * providers the vetting signals know and the inclusive-language check's word list. Plain
 * values only: the screens and the server read the same ones.
 */

/** `offer_moderation`: off; `first`, a company's first three offers; `all`. */
export const offerModerationModes = ['off', 'first', 'all'] as const;
export type OfferModerationMode = (typeof offerModerationModes)[number];
export const defaultOfferModeration: OfferModerationMode = 'first';
/** Under `first`, how many of a company's offers wait for review before it publishes at once. */
export const moderatedFirstOffers = 3;

/** Why a student reports an offer. */
export const reportReasons = ['fraudulenta', 'discriminatoria', 'cobro', 'datos_falsos', 'otro'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels = {
  fraudulenta: 'Oferta fraudulenta',
  discriminatoria: 'Oferta discriminatoria',
  cobro: 'Cobra dinero al postulante',
  datos_falsos: 'Datos falsos de la empresa',
  otro: 'Otro motivo',
} as const satisfies Record<ReportReason, string>;

export const reportStates = ['abierto', 'resuelto'] as const;
export type ReportState = (typeof reportStates)[number];

/** Open reports from this many different students hide the offer from search until reviewed. */
export const reportsToHide = 3;

/** What resolving a report does (to every open report of the offer). */
export const reportActions = ['descartar', 'retirar_oferta', 'suspender_empresa'] as const;
export type ReportAction = (typeof reportActions)[number];

/** An administrator's decision on an offer in the queue. */
export const moderationDecisions = ['publicar', 'rechazar', 'retirar'] as const;
export type ModerationDecision = (typeof moderationDecisions)[number];

/** A reason the company reads (a rejection, a take-down, a suspension). */
export const moderationReasonRule: FieldRule = textRule(10, 500);
/** A student's words on a report (optional). */
export const reportDetailRule: FieldRule = { ...textRule(0, 1000), required: false };

export const trustMessages = {
  reportCreated: 'Gracias: revisaremos la oferta reportada.',
  alreadyReported: 'Ya reportaste esta oferta.',
  reportNotFound: 'El reporte no existe.',
  reportResolved: 'Reporte resuelto.',
  reportClosed: 'El reporte ya fue resuelto.',
  decided: 'Decisión registrada.',
  cannotDecide: 'La oferta en «{status}» no admite esa decisión.',
  settingsSaved: 'Configuración guardada.',
  notCompany: 'La empresa no existe.',
  suspended: 'Empresa suspendida.',
  reinstated: 'Empresa reactivada.',
  alreadySuspended: 'La empresa ya está suspendida.',
  notSuspended: 'La empresa no está suspendida.',
  signInSuspended: 'La cuenta de su empresa está suspendida: {motivo}',
  inReview: 'Oferta enviada a revisión: la publicaremos cuando un administrador la apruebe.',
  withdrawnLabel: 'Oferta retirada',
} as const;

/** The field message of a reason the company will read, or null when it may be sent. */
export function moderationReasonMessage(motivo: unknown): string | null {
  if (motivo !== undefined && motivo !== null && typeof motivo !== 'string') return fieldRuleMessage(moderationReasonRule, '');
  return fieldRuleMessage(moderationReasonRule, motivo);
}

/** Free-mail providers' domains: an address there says nothing about the company. */
export const freeMailDomains = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.es',
  'ymail.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'zoho.com',
  'mail.com',
  'yandex.com',
] as const;

export function isFreeMailDomain(domain: string): boolean {
  return (freeMailDomains as readonly string[]).includes(domain.trim().toLowerCase());
}

/** The administrator's target: a company is reviewed within this many business days. */
export const vettingTargetBusinessDays = 2;

// ─── Inclusive language (Constitución Art. 11 num. 2; Código del Trabajo Art. 79) ───────────

/** The fields of an offer the check reads. */
export const languageCheckFields = ['titulo', 'descripcion', 'requisitos'] as const;
export type LanguageCheckField = (typeof languageCheckFields)[number];

export interface LanguageWarning {
  campo: LanguageCheckField;
  /** The words as the company wrote them. */
  palabra: string;
  motivo: string;
}

const article = 'Constitución Art. 11, num. 2';
const why = (ground: string) => `Pedir ${ground} como requisito discrimina (${article}); describe la tarea, no a la persona.`;

/** Words before a word (letters, digits): what `\b` is for ASCII, for Spanish letters too. */
const start = '(?<![\\p{L}\\p{N}])';
const end = '(?![\\p{L}\\p{N}])';
const word = (source: string) => new RegExp(`${start}(?:${source})${end}`, 'gu');

/**
 * The word list, over folded text (no accents, lower case). Each entry names the ground of
 * Art. 11 it touches. Words that are only discriminatory as a requirement (masculino, femenino,
 * a photo, ages) are matched in the phrasing that asks for them, so "20 años de experiencia",
 * "equipo femenino de fútbol" or "conocimientos de fotografía" pass.
 */
export const inclusiveLanguageRules: ReadonlyArray<{ pattern: RegExp; motivo: string }> = [
  // Age.
  { pattern: word('(?:edad|edades)(?:\\s+(?:maxima|minima|entre|de|limite|requerida))?'), motivo: why('la edad') },
  { pattern: word('\\d{1,2}\\s+anos\\s+de\\s+edad'), motivo: why('la edad') },
  {
    pattern: word(
      '(?:entre|de|desde)\\s+(?:los\\s+)?\\d{2}\\s*(?:a|y|-|hasta)\\s*(?:los\\s+)?\\d{2}\\s+anos(?!\\s+de\\s+(?:experiencia|trayectoria|estudios?|antiguedad))',
    ),
    motivo: why('la edad'),
  },
  {
    pattern: word(
      '(?:no\\s+)?(?:menor|mayor)(?:es)?\\s+(?:de|a)\\s+\\d{2}\\s+anos(?!\\s+de\\s+(?:experiencia|trayectoria|estudios?|antiguedad))',
    ),
    motivo: why('la edad'),
  },
  // Sex.
  { pattern: word('sexo'), motivo: why('el sexo') },
  {
    pattern: word(
      '(?:genero|personal|candidat[oa]s?|postulantes?|aspirantes?|ser|preferible(?:mente)?|de\\s+preferencia|solo|unicamente|exclusivamente)\\s+(?:de\\s+)?(?:sexo\\s+)?(?:masculino|femenino)s?',
    ),
    motivo: why('el sexo'),
  },
  {
    pattern: word(
      '(?:solo|unicamente|exclusivamente|preferible(?:mente)?|de\\s+preferencia)\\s+(?:para\\s+)?(?:hombres?|mujer(?:es)?|varon(?:es)?|damas?|caballeros?|senoritas?)',
    ),
    motivo: why('el sexo'),
  },
  { pattern: word('embarazad[ao]s?|no\\s+embarazo|sin\\s+embarazo'), motivo: why('el embarazo') },
  // Marital status.
  { pattern: word('estado\\s+civil'), motivo: why('el estado civil') },
  {
    pattern: word('solter[oa]s?(?:\\s*/\\s*a)?|casad[oa]s?(?:\\s*/\\s*a)?|divorciad[oa]s?|sin\\s+hijos|sin\\s+cargas\\s+familiares'),
    motivo: why('el estado civil'),
  },
  // Appearance and photos.
  {
    pattern: word('buena\\s+presencia|presencia\\s+fisica|buen\\s+aspecto|aspecto\\s+fisico|apariencia\\s+fisica|buena\\s+apariencia'),
    motivo: why('la apariencia física'),
  },
  {
    pattern: new RegExp(
      `${start}(?<!(?:conocimientos?|experiencia|estudios?|cursos?|edicion|estudio|equipos?|camaras?|tecnicas?|retoque)\\s+(?:en|de)\\s+(?:la\\s+)?)(?:fotos?|fotografias?)${end}`,
      'gu',
    ),
    motivo: why('una fotografía'),
  },
  // Ethnicity.
  { pattern: word('etnias?|etnic[oa]s?|razas?|racial(?:es)?|color\\s+de\\s+piel|tez\\s+(?:blanca|clara)'), motivo: why('la etnia') },
  // Religion and orientation.
  { pattern: word('religion|religios[oa]s?|orientacion\\s+sexual'), motivo: why('la religión o la orientación sexual') },
];

/** The text folded letter by letter, so an index in it is an index in the original. */
function foldKeepingLength(text: string): string {
  return Array.from(text, (char) => {
    const folded = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // One UTF-16 unit in, one out (a letter that folds to more keeps its place as a space).
    return folded.length === char.length ? folded : char.length === 1 ? ' ' : char;
  }).join('');
}

/**
 * The inclusive-language check of an offer's texts (`POST /api/company/offers/language-check`):
 * one warning per field and words found (a repeated word warns once). It never blocks.
 */
export function checkInclusiveLanguage(texts: Partial<Record<LanguageCheckField, string | null | undefined>>): LanguageWarning[] {
  const warnings: LanguageWarning[] = [];
  for (const campo of languageCheckFields) {
    const original = texts[campo];
    if (typeof original !== 'string' || original.trim() === '') continue;
    const folded = foldKeepingLength(original);
    const seen = new Set<string>();
    const found: Array<{ index: number; end: number; warning: LanguageWarning }> = [];
    for (const { pattern, motivo } of inclusiveLanguageRules) {
      for (const match of folded.matchAll(pattern)) {
        const key = match[0].replace(/\s+/g, ' ');
        if (seen.has(key)) continue;
        seen.add(key);
        const palabra = original.slice(match.index, match.index + match[0].length).replace(/\s+/g, ' ');
        found.push({ index: match.index, end: match.index + match[0].length, warning: { campo, palabra, motivo } });
      }
    }
    // A word inside a longer phrase found ("sexo" in "candidatos de sexo femenino") is that phrase's.
    const outer = found.filter(
      (entry) =>
        !found.some(
          (other) =>
            other !== entry && other.index <= entry.index && other.end >= entry.end && other.end - other.index > entry.end - entry.index,
        ),
    );
    outer.sort((a, b) => a.index - b.index);
    warnings.push(...outer.map((entry) => entry.warning));
  }
  return warnings;
}

// ─── Business days in Ecuador ──────────────────────────────────────────────────────────────

/** Easter Sunday (Gregorian, anonymous algorithm) as YYYY-MM-DD. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const addDays = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The rest day a holiday moves to (Ley Orgánica del Servicio Público, Art. innumerado on
 * holidays, 2016 reform): Tuesday → the Monday before, Wednesday or Thursday → the Friday after,
 * Saturday → the Friday before, Sunday → the Monday after.
 */
function movedHoliday(day: string): string {
  const shift = [1, 0, -1, 2, 1, 0, -1][weekday(day)]!;
  return addDays(day, shift);
}

/**
 * Ecuador's national holidays of a year (YYYY-MM-DD): New Year, Carnival (Monday and Tuesday),
 * Good Friday, Labour Day, the Battle of Pichincha, the First Cry of Independence, Guayaquil's
 * Independence, All Souls' Day, Cuenca's Independence and Christmas. Carnival and Good Friday
 * never move; New Year and Christmas move only from a weekend; the others as the law says.
 * A decree of the year may move a day otherwise: the list is what the law itself gives.
 */
export function ecuadorHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const weekendOnly = (day: string) => (weekday(day) === 6 ? addDays(day, -1) : weekday(day) === 0 ? addDays(day, 1) : day);
  const days = [
    weekendOnly(fixed(1, 1)),
    addDays(easter, -48),
    addDays(easter, -47),
    addDays(easter, -2),
    movedHoliday(fixed(5, 1)),
    movedHoliday(fixed(5, 24)),
    movedHoliday(fixed(8, 10)),
    movedHoliday(fixed(10, 9)),
    fixed(11, 2),
    fixed(11, 3),
    weekendOnly(fixed(12, 25)),
  ];
  return [...new Set(days)].sort();
}

const holidayCache = new Map<number, Set<string>>();
function isHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let days = holidayCache.get(year);
  if (!days) holidayCache.set(year, (days = new Set(ecuadorHolidays(year))));
  return days.has(day);
}

export function isBusinessDay(day: string): boolean {
  const dow = weekday(day);
  return dow !== 0 && dow !== 6 && !isHoliday(day);
}

/** Business days after `from` up to and including `to` (both YYYY-MM-DD): a Monday's signup read on Wednesday has waited 2. */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    if (isBusinessDay(day)) count += 1;
    if (count > 3660) break;
  }
  return count;
}
