import { type Static, Type } from 'typebox';
import { universityTypes, type UniversityType } from '../cv.ts';
import { careerFieldRules, universityFieldRules, universityLimits } from '../universities.ts';
import { Id, Nullable, Page, pageQuery, RuleText, StrictObject, Text } from './common.ts';
import { CatalogValue } from './cv.ts';

/**
 * The administration of universities and their careers (API.md "Administration", menu
 * `universities`). Every text field takes its lengths, pattern and message from
 * contracts/src/universities.ts, as the client's form does.
 */
export const UniversityParams = StrictObject({ id: Id });
export const CareerParams = StrictObject({ id: Id, careerId: Id });

export const UniversityAdminQuery = StrictObject({
  /** Matches name or initials, regardless of accents and case. */
  q: Type.Optional(Text({ maxLength: universityLimits.searchMaxLength })),
  activa: Type.Optional(Type.Boolean()),
  ...pageQuery,
});
export type UniversityAdminQuery = Static<typeof UniversityAdminQuery>;

const Tipo = Type.Unsafe<UniversityType>(RuleText(universityFieldRules.tipo));
const universityFields = {
  nombre: RuleText(universityFieldRules.nombre),
  siglas: RuleText(universityFieldRules.siglas),
  tipo: Tipo,
  /** A province's catalog code. */
  provincia: RuleText(universityFieldRules.provincia),
  /** A city of that province (catalog code). */
  ciudad: RuleText(universityFieldRules.ciudad),
  /** Blank or null: none. */
  web: Type.Optional(Nullable(RuleText(universityFieldRules.web))),
  activa: Type.Optional(Type.Boolean()),
};

export const NewUniversityBody = StrictObject(universityFields);
export type NewUniversityBody = Static<typeof NewUniversityBody>;

/** Any of the fields; a city is checked against the province sent or the one stored. */
export const UniversityChangesBody = Type.Object(
  {
    nombre: Type.Optional(universityFields.nombre),
    siglas: Type.Optional(universityFields.siglas),
    tipo: Type.Optional(Tipo),
    provincia: Type.Optional(universityFields.provincia),
    ciudad: Type.Optional(universityFields.ciudad),
    web: universityFields.web,
    activa: universityFields.activa,
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UniversityChangesBody = Static<typeof UniversityChangesBody>;

/** Hours of practicum a career requires (API.md "Practicums"). */
const CareerHours = Type.Integer({ minimum: 0, maximum: 2000 });

export const NewCareerBody = StrictObject({
  nombre: RuleText(careerFieldRules.nombre),
  facultad: RuleText(careerFieldRules.facultad),
  activa: Type.Optional(Type.Boolean()),
  horas_practicas_laborales: Type.Optional(CareerHours),
  horas_servicio_comunitario: Type.Optional(CareerHours),
});
export type NewCareerBody = Static<typeof NewCareerBody>;

export const CareerChangesBody = Type.Object(
  {
    nombre: Type.Optional(RuleText(careerFieldRules.nombre)),
    facultad: Type.Optional(RuleText(careerFieldRules.facultad)),
    activa: Type.Optional(Type.Boolean()),
    horas_practicas_laborales: Type.Optional(CareerHours),
    horas_servicio_comunitario: Type.Optional(CareerHours),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type CareerChangesBody = Static<typeof CareerChangesBody>;

/** A career as the administration sees it; `in_use`: some CV names it, so deleting deactivates it. */
export const AdminCareer = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  facultad: Type.String(),
  activa: Type.Boolean(),
  in_use: Type.Boolean(),
  horas_practicas_laborales: Type.Optional(Type.Integer()),
  horas_servicio_comunitario: Type.Optional(Type.Integer()),
});
export type AdminCareer = Static<typeof AdminCareer>;

const adminUniversityFields = {
  id: Type.Integer(),
  nombre: Type.String(),
  siglas: Type.String(),
  tipo: Type.Enum(universityTypes),
  provincia: CatalogValue,
  ciudad: CatalogValue,
  web: Nullable(Type.String()),
  activa: Type.Boolean(),
  /** Some CV names it: deleting deactivates it instead. */
  in_use: Type.Boolean(),
  /** How many careers it has, active or not. */
  carreras_total: Type.Integer({ minimum: 0 }),
  created_at: Type.String(),
  updated_at: Type.String(),
};

/** A row of the list. */
export const AdminUniversity = Type.Object(adminUniversityFields);
export type AdminUniversity = Static<typeof AdminUniversity>;

export const AdminUniversityPage = Page(AdminUniversity);
export type AdminUniversityPage = Static<typeof AdminUniversityPage>;

/** One university with all its careers (by faculty, then name). */
export const AdminUniversityDetail = Type.Object({ ...adminUniversityFields, carreras: Type.Array(AdminCareer) });
export type AdminUniversityDetail = Static<typeof AdminUniversityDetail>;

const Removal = Type.Enum(['deleted', 'deactivated']);
/** What DELETE did: one named by a CV is deactivated, never deleted. */
export const UniversityDeletion = Type.Object({ action: Removal, university: AdminUniversity });
export type UniversityDeletion = Static<typeof UniversityDeletion>;
export const CareerDeletion = Type.Object({ action: Removal, career: AdminCareer });
export type CareerDeletion = Static<typeof CareerDeletion>;
