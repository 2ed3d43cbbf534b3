import { catalogCodePatterns } from './catalogs.ts';
import { universityTypes } from './cv.ts';
import { type FieldRule, fieldRuleMessage, fieldRules, textRule } from './field-rules.ts';

/**
 * Universities and their careers as the administration keeps them (API.md "Administration"):
 * the rules of every field, declared once for the server's schemas (./schemas/universities.ts)
 * and the client's forms, so both give the same verdict in the same Spanish words.
 */
export const universityFieldRules = {
  nombre: textRule(3, 200),
  /** Initials: letters and digits, with dots, spaces, hyphens or & between them (ESPOL, U. Central, UTE). */
  siglas: { required: true, min: 2, max: 20, pattern: "[\\p{L}\\p{N}][\\p{L}\\p{N} .&'-]*", patternMessage: 'format' },
  tipo: { required: true, max: 15, pattern: universityTypes.join('|'), patternMessage: 'option' },
  /** A province of Ecuador (its catalog code). */
  provincia: { ...fieldRules.provincia, required: true },
  /** A city of that province (its catalog code). */
  ciudad: { required: true, max: 40, pattern: catalogCodePatterns.slug.slice(1, -1), patternMessage: 'option' },
  web: fieldRules.web,
} as const satisfies Record<string, FieldRule>;

export const careerFieldRules = {
  nombre: textRule(2, 200),
  facultad: textRule(2, 200),
} as const satisfies Record<string, FieldRule>;

export type UniversityFieldName = keyof typeof universityFieldRules;
export type CareerFieldName = keyof typeof careerFieldRules;

/** The message a value of the field gets, or null when it is accepted (as typed: no trimming). */
export const universityFieldMessage = (name: UniversityFieldName, value: string | null | undefined) =>
  fieldRuleMessage(universityFieldRules[name], value);
export const careerFieldMessage = (name: CareerFieldName, value: string | null | undefined) =>
  fieldRuleMessage(careerFieldRules[name], value);

export const universityLimits = { perPageDefault: 20, searchMaxLength: 100 } as const;

/** What the administration of universities says beyond the general field messages. */
export const universityMessages = {
  notFound: 'La universidad no existe.',
  careerNotFound: 'La carrera no existe en esta universidad.',
  nombreTaken: 'Ya existe una universidad con este nombre.',
  careerTaken: 'Esta universidad ya tiene una carrera con este nombre.',
  city: 'Seleccione una ciudad de la provincia elegida.',
  saved: 'Universidad guardada.',
  deleted: 'Universidad eliminada.',
  deactivated: 'La universidad figura en hojas de vida: se desactivó en lugar de eliminarse.',
  careerSaved: 'Carrera guardada.',
  careerDeleted: 'Carrera eliminada.',
  careerDeactivated: 'La carrera figura en hojas de vida: se desactivó en lugar de eliminarse.',
} as const;
