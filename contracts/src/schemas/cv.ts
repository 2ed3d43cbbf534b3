import { Type, type Static, type TSchema } from 'typebox';
import {
  courseTypes,
  cvField,
  cvFieldRuleName,
  type CvFieldName,
  cvSections,
  type CvSection,
  type CvEntrySection,
  universityLevels,
  universityTypes,
} from '../cv.ts';
import { fieldRuleKeyword, fieldRuleSchema } from '../field-rules.ts';
import { Id, Nullable, StrictObject } from './common.ts';

/**
 * The CV calls (API.md "CV"). Request fields take their lengths and patterns from the field's
 * rule in contracts/src/cv.ts, and their annotation names the field, so a 422 says the rule's
 * message (server/src/http/validation-errors.ts). Dates' calendar and range, the date order and
 * catalog codes are checked by the server's service with the same functions.
 */

/** A string field (text, catalog code, date) of a section, by its rule. */
function CvString<S extends CvSection>(section: S, name: CvFieldName<S>) {
  const field = cvField(section, name);
  if (!('rule' in field)) throw new Error(`${section}.${name} is not a string field`);
  return Type.String({ ...fieldRuleSchema(field.rule), [fieldRuleKeyword]: cvFieldRuleName(section, name) });
}

/** An optional string: absent, null or blank all mean "none" (stored as null). */
const CvOptional = <S extends CvSection>(section: S, name: CvFieldName<S>) => Type.Optional(Nullable(CvString(section, name)));

function CvChoice<S extends CvSection, const T extends readonly string[]>(section: S, name: CvFieldName<S>, options: T) {
  return Type.Enum([...options] as [...T], { [fieldRuleKeyword]: cvFieldRuleName(section, name) });
}

/** A catalog item as answers carry it. */
export const CatalogValue = Type.Object({ code: Type.String(), name: Type.String() });
export type CatalogValue = Static<typeof CatalogValue>;

export const CvBasicBody = StrictObject({
  nombres: CvString('basic', 'nombres'),
  apellidos: CvString('basic', 'apellidos'),
  fecha_nacimiento: CvString('basic', 'fecha_nacimiento'),
  genero: CvString('basic', 'genero'),
  estado_civil: CvString('basic', 'estado_civil'),
  nacionalidad: CvString('basic', 'nacionalidad'),
  provincia: CvString('basic', 'provincia'),
  ciudad: CvString('basic', 'ciudad'),
  direccion: CvString('basic', 'direccion'),
  celular: CvString('basic', 'celular'),
  telefono: CvOptional('basic', 'telefono'),
  email: CvString('basic', 'email'),
  perfil: CvOptional('basic', 'perfil'),
});
export type CvBasicBody = Static<typeof CvBasicBody>;

export const CvBasic = Type.Object({
  /** Read-only: the account's document. */
  dni: Type.String(),
  nombres: Type.String(),
  apellidos: Type.String(),
  fecha_nacimiento: Type.String(),
  genero: CatalogValue,
  estado_civil: CatalogValue,
  nacionalidad: CatalogValue,
  provincia: CatalogValue,
  ciudad: CatalogValue,
  direccion: Type.String(),
  celular: Type.String(),
  telefono: Nullable(Type.String()),
  email: Type.String(),
  perfil: Nullable(Type.String()),
  updated_at: Type.String(),
});
export type CvBasic = Static<typeof CvBasic>;

export const EducationInBody = StrictObject({
  universidad_id: Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    [fieldRuleKeyword]: cvFieldRuleName('education-in', 'universidad_id'),
  }),
  facultad: CvString('education-in', 'facultad'),
  carrera: CvString('education-in', 'carrera'),
  nivel: CvChoice('education-in', 'nivel', universityLevels),
  semestre: CvString('education-in', 'semestre'),
  fecha_inicio: CvString('education-in', 'fecha_inicio'),
  fecha_fin: CvOptional('education-in', 'fecha_fin'),
  titulo: CvOptional('education-in', 'titulo'),
});
export type EducationInBody = Static<typeof EducationInBody>;

export const CvUniversityRef = Type.Object({ id: Type.Integer(), nombre: Type.String(), siglas: Type.String() });

const entryId = { id: Type.Integer() };
const dates = { fecha_inicio: Type.String(), fecha_fin: Nullable(Type.String()) };

export const EducationInEntry = Type.Object({
  ...entryId,
  universidad: CvUniversityRef,
  facultad: Type.String(),
  carrera: Type.String(),
  nivel: Type.Enum(universityLevels),
  semestre: Type.String(),
  ...dates,
  titulo: Nullable(Type.String()),
});
export type EducationInEntry = Static<typeof EducationInEntry>;

export const EducationOutBody = StrictObject({
  institucion: CvString('education-out', 'institucion'),
  titulo: CvString('education-out', 'titulo'),
  nivel: CvString('education-out', 'nivel'),
  pais: CvString('education-out', 'pais'),
  fecha_inicio: CvString('education-out', 'fecha_inicio'),
  fecha_fin: CvOptional('education-out', 'fecha_fin'),
});
export type EducationOutBody = Static<typeof EducationOutBody>;

export const EducationOutEntry = Type.Object({
  ...entryId,
  institucion: Type.String(),
  titulo: Type.String(),
  nivel: CatalogValue,
  pais: CatalogValue,
  ...dates,
});
export type EducationOutEntry = Static<typeof EducationOutEntry>;

export const LanguageBody = StrictObject({
  idioma: CvString('languages', 'idioma'),
  nivel_hablado: CvString('languages', 'nivel_hablado'),
  nivel_escrito: CvString('languages', 'nivel_escrito'),
  nivel_comprension: CvString('languages', 'nivel_comprension'),
  certificado: CvOptional('languages', 'certificado'),
});
export type LanguageBody = Static<typeof LanguageBody>;

export const LanguageEntry = Type.Object({
  ...entryId,
  idioma: CatalogValue,
  nivel_hablado: CatalogValue,
  nivel_escrito: CatalogValue,
  nivel_comprension: CatalogValue,
  certificado: Nullable(Type.String()),
});
export type LanguageEntry = Static<typeof LanguageEntry>;

export const ComputerBody = StrictObject({
  herramienta: CvString('computer', 'herramienta'),
  categoria: CvString('computer', 'categoria'),
  nivel: CvString('computer', 'nivel'),
});
export type ComputerBody = Static<typeof ComputerBody>;

export const ComputerEntry = Type.Object({ ...entryId, herramienta: Type.String(), categoria: CatalogValue, nivel: CatalogValue });
export type ComputerEntry = Static<typeof ComputerEntry>;

export const OtherSkillBody = StrictObject({
  habilidad: CvString('other', 'habilidad'),
  descripcion: CvOptional('other', 'descripcion'),
  nivel: CvString('other', 'nivel'),
});
export type OtherSkillBody = Static<typeof OtherSkillBody>;

export const OtherSkillEntry = Type.Object({
  ...entryId,
  habilidad: Type.String(),
  descripcion: Nullable(Type.String()),
  nivel: CatalogValue,
});
export type OtherSkillEntry = Static<typeof OtherSkillEntry>;

export const CourseBody = StrictObject({
  nombre: CvString('courses', 'nombre'),
  institucion: CvString('courses', 'institucion'),
  horas: Type.Integer({ minimum: 1, maximum: 2000, [fieldRuleKeyword]: cvFieldRuleName('courses', 'horas') }),
  fecha: CvString('courses', 'fecha'),
  tipo: CvChoice('courses', 'tipo', courseTypes),
});
export type CourseBody = Static<typeof CourseBody>;

export const CourseEntry = Type.Object({
  ...entryId,
  nombre: Type.String(),
  institucion: Type.String(),
  horas: Type.Integer(),
  fecha: Type.String(),
  tipo: Type.Enum(courseTypes),
});
export type CourseEntry = Static<typeof CourseEntry>;

export const WorkBody = StrictObject({
  empresa: CvString('work', 'empresa'),
  cargo: CvString('work', 'cargo'),
  area: CvString('work', 'area'),
  fecha_inicio: CvString('work', 'fecha_inicio'),
  fecha_fin: CvOptional('work', 'fecha_fin'),
  funciones: CvOptional('work', 'funciones'),
  motivo_salida: CvOptional('work', 'motivo_salida'),
  referencia_nombre: CvOptional('work', 'referencia_nombre'),
  referencia_telefono: CvOptional('work', 'referencia_telefono'),
});
export type WorkBody = Static<typeof WorkBody>;

export const WorkEntry = Type.Object({
  ...entryId,
  empresa: Type.String(),
  cargo: Type.String(),
  area: CatalogValue,
  ...dates,
  funciones: Nullable(Type.String()),
  motivo_salida: Nullable(Type.String()),
  referencia_nombre: Nullable(Type.String()),
  referencia_telefono: Nullable(Type.String()),
});
export type WorkEntry = Static<typeof WorkEntry>;

export const ExtraBody = StrictObject({
  actividad: CvString('extra', 'actividad'),
  tipo: CvString('extra', 'tipo'),
  organizacion: CvString('extra', 'organizacion'),
  fecha_inicio: CvString('extra', 'fecha_inicio'),
  fecha_fin: CvOptional('extra', 'fecha_fin'),
  descripcion: CvOptional('extra', 'descripcion'),
});
export type ExtraBody = Static<typeof ExtraBody>;

export const ExtraEntry = Type.Object({
  ...entryId,
  actividad: Type.String(),
  tipo: CatalogValue,
  organizacion: Type.String(),
  ...dates,
  descripcion: Nullable(Type.String()),
});
export type ExtraEntry = Static<typeof ExtraEntry>;

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
});
export type Cv = Static<typeof Cv>;

export const UniversityCareer = Type.Object({ id: Type.Integer(), nombre: Type.String(), facultad: Type.String() });
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
