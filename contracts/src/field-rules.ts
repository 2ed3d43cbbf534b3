import { fillMessage, validationMessages, type ValidationMessageKey } from './validation-messages.ts';

/**
 * The rules of the form fields, declared once. The server's TypeBox schemas take their lengths
 * and patterns from here (contracts/src/schemas/common.ts, `RuleText`) and its 422 answers their
 * messages (`fieldRuleMessage`); the client's yup rules call `fieldRuleMessage` itself. So a value
 * gets the same verdict and the same words on both sides.
 */
export interface FieldRule {
  /** Empty or blank: `required` when true; when false it is accepted and means "none". */
  required: boolean;
  /** Spaces are characters (passwords): only '' counts as empty. */
  keepsSpaces?: boolean;
  /** Lengths in characters (code points, as JSON Schema counts them). `min` only on required rules. */
  min?: number;
  max: number;
  /** What the whole value must look like, without anchors; regular-expression syntax with the `u` flag. */
  pattern: string;
  /** What a value that misses the pattern is told. */
  patternMessage: ValidationMessageKey;
}

/** Ajv needs to know the annotation that names a schema's field rule (server/src/app.ts). */
export const fieldRuleKeyword = 'x-field-rule';

/**
 * Marks a new password: the server refuses one of the 10,000 most common passwords
 * (server/src/auth/common-passwords.ts) with `validationMessages.commonPassword`. The list
 * stays on the server; the client shows the server's message on the field.
 */
export const commonPasswordKeyword = 'x-refuse-common-password';

/** NUL is refused everywhere: PostgreSQL cannot store it in text. */
const noNul = '\\u0000';
const label = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';

export const fieldPatterns = {
  text: `[^${noNul}]*`,
  /** Text with at least one character that is not whitespace (a password of spaces is none). */
  notBlank: `(?=[\\s\\S]*\\S)[^${noNul}]*`,
  /** The browsers' (WHATWG) rule, with at least one dot in the domain: mail must be deliverable. */
  email: `[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${label}(?:\\.${label})+`,
  /** Spec §5: 09 followed by 8 digits. */
  mobile: '09\\d{8}',
  /** An Ecuadorian landline with its area code or a mobile (0 + 8–9 digits), or an international number. */
  phone: '0\\d{8,9}|\\+\\d{7,15}',
  /** Spec §5: letters (accented ones and ñ included), whitespace and apostrophes. */
  personName: "[\\p{L}\\p{M}'’\\s]+",
  url: `https?://[^\\s.${noNul}]+\\.[^\\s${noNul}]{2,}`,
  countryCode: '[A-Za-z]{2}',
  /** The 24 provinces; 30 (registered abroad) is a cédula's, not a company's address. */
  provinceCode: '0[1-9]|1\\d|2[0-4]',
} as const;

/** Free text between `min` and `max` characters (no NUL). */
export const textRule = (min: number | undefined, max: number): FieldRule => ({
  required: true,
  ...(min !== undefined && { min }),
  max,
  pattern: fieldPatterns.text,
  patternMessage: 'format',
});
const text = textRule;
const personName: FieldRule = { required: true, min: 2, max: 150, pattern: fieldPatterns.personName, patternMessage: 'name' };

/**
 * Every field of the signup, login and verification-resend forms, by its API name. A cédula,
 * RUC or passport is checked further by identity-documents.ts once its field rule passes.
 */
export const fieldRules = {
  dni: text(undefined, 20),
  ruc: text(undefined, 20),
  email: { required: true, max: 254, pattern: fieldPatterns.email, patternMessage: 'email' },
  /** A new password (signup, administration). */
  password: { required: true, keepsSpaces: true, min: 8, max: 128, pattern: fieldPatterns.notBlank, patternMessage: 'blankPassword' },
  /** Login checks any length against the hash; only the policy's upper bound stops abuse. */
  login_password: { required: true, keepsSpaces: true, max: 128, pattern: fieldPatterns.text, patternMessage: 'format' },
  empresa: text(2, 200),
  descripcion: text(20, 2000),
  representante: personName,
  pais: { required: true, max: 2, pattern: fieldPatterns.countryCode, patternMessage: 'country' },
  /** Required only in Ecuador: the company signup asks for it when pais is EC. */
  provincia: { required: false, max: 2, pattern: fieldPatterns.provinceCode, patternMessage: 'province' },
  ciudad: text(2, 100),
  telefono: { required: true, max: 16, pattern: fieldPatterns.phone, patternMessage: 'phone' },
  web: { required: false, max: 255, pattern: fieldPatterns.url, patternMessage: 'url' },
  cargo: text(2, 100),
  telcontacto: { required: true, max: 10, pattern: fieldPatterns.mobile, patternMessage: 'mobile' },
  nomcontacto: personName,
} as const satisfies Record<string, FieldRule>;

export type FieldRuleName = keyof typeof fieldRules;

export const isFieldRuleName = (name: unknown): name is FieldRuleName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(fieldRules, name);

/** A rule given whole to a schema's annotation (a field of one form only, not in `fieldRules`). */
export const isFieldRule = (value: unknown): value is FieldRule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldRule).required === 'boolean' &&
  typeof (value as FieldRule).max === 'number' &&
  typeof (value as FieldRule).pattern === 'string';

/** The rule an annotation names or holds. */
export function annotatedFieldRule(annotation: unknown): FieldRule | undefined {
  if (isFieldRuleName(annotation)) return fieldRules[annotation];
  return isFieldRule(annotation) ? annotation : undefined;
}

const characters = (value: string) => [...value].length;
const isEmpty = (rule: FieldRule, value: string) => value === '' || (!rule.keepsSpaces && !/\S/u.test(value));
const compiled = new Map<string, RegExp>();
const matches = (pattern: string, value: string) => {
  let regexp = compiled.get(pattern);
  if (!regexp) compiled.set(pattern, (regexp = new RegExp(`^(?:${pattern})$`, 'u')));
  return regexp.test(value);
};

/**
 * The message a value gets, or null when the rule accepts it. Checked in this order: empty,
 * pattern, minimum, maximum; null and undefined are empty. The value is taken as typed (no
 * trimming), as the server receives it.
 */
export function fieldRuleMessage(rule: FieldRule, value: string | null | undefined): string | null {
  const typed = value ?? '';
  if (isEmpty(rule, typed)) return rule.required ? validationMessages.required : null;
  if (!matches(rule.pattern, typed)) return validationMessages[rule.patternMessage];
  if (rule.min !== undefined && characters(typed) < rule.min) return fillMessage(validationMessages.minLength, { min: rule.min });
  if (characters(typed) > rule.max) return fillMessage(validationMessages.maxLength, { max: rule.max });
  return null;
}

/**
 * The JSON Schema keywords of a rule: the same verdict as `fieldRuleMessage` on any string, so
 * a schema built from them refuses exactly what the rule refuses.
 */
export function fieldRuleSchema(rule: FieldRule): { minLength?: number; maxLength: number; pattern: string } {
  if (!rule.required) return { maxLength: rule.max, pattern: `^(?:\\s*|${rule.pattern})$` };
  const notBlank = rule.keepsSpaces ? '' : '(?=[\\s\\S]*\\S)';
  return { minLength: rule.min ?? 1, maxLength: rule.max, pattern: `^${notBlank}(?:${rule.pattern})$` };
}
