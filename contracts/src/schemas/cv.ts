import {
  type Static,
  type TEnum,
  type TInteger,
  type TNull,
  type TObject,
  type TOptional,
  type TSchema,
  type TString,
  type TUnion,
  Type,
} from 'typebox';
import { type CvEntrySection, type CvField, cvFieldRuleName, cvFieldRules, type CvSection, cvSections, universityTypes } from '../cv.ts';
import { fieldRuleKeyword, fieldRuleSchema } from '../field-rules.ts';
import { Id, Nullable, StrictObject } from './common.ts';

/**
 * The CV calls (API.md "CV"), derived from the contract's field table (contracts/src/cv.ts), so
 * a field is declared once: its request schema takes the rule's lengths and pattern and names
 * the field (a 422 then says the rule's message), its answer shows codes as `{code, name}`.
 * Dates' calendar and range, the date order and catalog codes are checked by the server's
 * service with the same functions.
 */

/** A catalog item as answers carry it. */
export const CatalogValue = Type.Object({ code: Type.String(), name: Type.String() });
export type CatalogValue = Static<typeof CatalogValue>;

/** A university as entries carry it. */
export const CvUniversityRef = Type.Object({ id: Type.Integer(), nombre: Type.String(), siglas: Type.String() });

type Fields<S extends CvSection> = (typeof cvFieldRules)[S];

/** A field's request schema: ids and integers, a fixed choice, an optional (nullable) or required string. */
type BodyField<F> = F extends { kind: 'integer' | 'university' }
  ? TInteger
  : F extends { kind: 'choice'; options: infer Options extends readonly string[] }
    ? TEnum<[...Options]>
    : F extends { required: false }
      ? TOptional<TUnion<[TString, TNull]>>
      : TString;

/** A field's answer: codes as `{code, name}`, the university itself under `universidad`, optional values as null. */
type AnswerField<F> = F extends { kind: 'integer' }
  ? TInteger
  : F extends { kind: 'university' }
    ? typeof CvUniversityRef
    : F extends { kind: 'catalog' }
      ? typeof CatalogValue
      : F extends { kind: 'choice'; options: infer Options extends readonly string[] }
        ? TEnum<[...Options]>
        : F extends { required: false }
          ? TUnion<[TString, TNull]>
          : TString;
type AnswerKey<K> = K extends `${infer Name}_id` ? Name : K;

export type CvBodyProperties<S extends CvSection> = { -readonly [K in keyof Fields<S>]: BodyField<Fields<S>[K]> };
export type CvAnswerProperties<S extends CvSection> = { -readonly [K in keyof Fields<S> as AnswerKey<K>]: AnswerField<Fields<S>[K]> };

const fieldsOf = (section: CvSection) => Object.entries(cvFieldRules[section] as Record<string, CvField>);

function bodyField(section: CvSection, name: string, field: CvField): TSchema {
  // The annotation names the field, so a 422 says its rule's message (server/src/http/validation-errors.ts).
  const named = { [fieldRuleKeyword]: cvFieldRuleName(section, name) };
  switch (field.kind) {
    case 'integer':
      return Type.Integer({ minimum: field.min, maximum: field.max, ...named });
    case 'university':
      return Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...named });
    case 'choice':
      return Type.Enum([...field.options], named);
    default: {
      const text = Type.String({ ...fieldRuleSchema(field.rule), ...named });
      // Optional: absent, null or blank all mean "none" (stored as null).
      return field.required ? text : Type.Optional(Nullable(text));
    }
  }
}

function answerField(field: CvField): TSchema {
  switch (field.kind) {
    case 'integer':
      return Type.Integer();
    case 'university':
      return CvUniversityRef;
    case 'catalog':
      return CatalogValue;
    case 'choice':
      return Type.Enum([...field.options]);
    default:
      return field.required ? Type.String() : Nullable(Type.String());
  }
}

/** A section's request body, from the contract's field table: lengths, patterns and choices of cv.ts. */
export function cvBodySchema<S extends CvSection>(section: S): TObject<CvBodyProperties<S>> {
  return StrictObject(Object.fromEntries(fieldsOf(section).map(([name, field]) => [name, bodyField(section, name, field)]))) as never;
}

/** A section's fields as answers carry them (`universidad_id` answers as `universidad`). */
export function cvAnswerProperties<S extends CvSection>(section: S): CvAnswerProperties<S> {
  return Object.fromEntries(fieldsOf(section).map(([name, field]) => [name.replace(/_id$/, ''), answerField(field)])) as never;
}

const cvEntrySchema = <S extends CvEntrySection>(section: S) => Type.Object({ id: Type.Integer(), ...cvAnswerProperties(section) });

export const CvBasicBody = cvBodySchema('basic');
export type CvBasicBody = Static<typeof CvBasicBody>;

export const CvBasic = Type.Object({
  /** Read-only: the account's document. */
  dni: Type.String(),
  ...cvAnswerProperties('basic'),
  updated_at: Type.String(),
});
export type CvBasic = Static<typeof CvBasic>;

export const EducationInBody = cvBodySchema('education-in');
export const EducationInEntry = cvEntrySchema('education-in');
export const EducationOutBody = cvBodySchema('education-out');
export const EducationOutEntry = cvEntrySchema('education-out');
export const LanguageBody = cvBodySchema('languages');
export const LanguageEntry = cvEntrySchema('languages');
export const ComputerBody = cvBodySchema('computer');
export const ComputerEntry = cvEntrySchema('computer');
export const OtherSkillBody = cvBodySchema('other');
export const OtherSkillEntry = cvEntrySchema('other');
export const CourseBody = cvBodySchema('courses');
export const CourseEntry = cvEntrySchema('courses');
export const WorkBody = cvBodySchema('work');
export const WorkEntry = cvEntrySchema('work');
export const ExtraBody = cvBodySchema('extra');
export const ExtraEntry = cvEntrySchema('extra');

/** Each repeatable section's request body and entry, by slug (the server's generic routes loop over these). */
export const cvEntrySchemas = {
  'education-in': { body: EducationInBody, entry: EducationInEntry },
  'education-out': { body: EducationOutBody, entry: EducationOutEntry },
  languages: { body: LanguageBody, entry: LanguageEntry },
  computer: { body: ComputerBody, entry: ComputerEntry },
  other: { body: OtherSkillBody, entry: OtherSkillEntry },
  courses: { body: CourseBody, entry: CourseEntry },
  work: { body: WorkBody, entry: WorkEntry },
  extra: { body: ExtraBody, entry: ExtraEntry },
} as const satisfies Record<CvEntrySection, { body: TSchema; entry: TSchema }>;

export type CvEntryBody<S extends CvEntrySection> = Static<(typeof cvEntrySchemas)[S]['body']>;
export type CvEntry<S extends CvEntrySection> = Static<(typeof cvEntrySchemas)[S]['entry']>;

export const CvEntryParams = StrictObject({ id: Id });

export const Completeness = Type.Object({
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The sections still empty, as slugs, in menu order. */
  missing: Type.Array(Type.Enum(cvSections)),
});
export type Completeness = Static<typeof Completeness>;

/** `GET /api/cv`: the whole CV of the caller. */
export const Cv = Type.Object({
  basic: Nullable(CvBasic),
  /** What an `<img src>` takes; null when there is no photo. */
  photo_url: Nullable(Type.String()),
  education_in: Type.Array(EducationInEntry),
  education_out: Type.Array(EducationOutEntry),
  languages: Type.Array(LanguageEntry),
  computer: Type.Array(ComputerEntry),
  other: Type.Array(OtherSkillEntry),
  courses: Type.Array(CourseEntry),
  work: Type.Array(WorkEntry),
  extra: Type.Array(ExtraEntry),
  completeness: Completeness,
  /**
   * The student's own account (`GET /api/cv` only, never a company's copy): what the basic
   * section starts from before its first save, the e-mail and the read-only identity document.
   */
  account: Type.Optional(Type.Object({ email: Type.String(), dni: Nullable(Type.String()) })),
});
export type Cv = Static<typeof Cv>;

export const UniversityCareer = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  facultad: Type.String(),
  /** Hours of practicum the career requires (API.md "Practicums"). */
  horas_practicas_laborales: Type.Optional(Type.Integer()),
  horas_servicio_comunitario: Type.Optional(Type.Integer()),
});
export type UniversityCareer = Static<typeof UniversityCareer>;

/** `GET /api/universities`: an active university with its careers. */
export const University = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  siglas: Type.String(),
  tipo: Type.Enum(universityTypes),
  provincia: CatalogValue,
  carreras: Type.Array(UniversityCareer),
});
export type University = Static<typeof University>;
