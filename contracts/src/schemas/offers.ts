import { type Static, type TSchema, Type } from 'typebox';
import { fieldRuleKeyword, fieldRuleSchema } from '../field-rules.ts';
import {
  applicationFieldRuleName,
  applicationFieldRules,
  companyApplicationStatuses,
  offerCardFieldNames,
  offerDetailFieldNames,
  type OfferField,
  type OfferFieldName,
  offerFieldRuleName,
  offerFieldRules,
  offerLimits,
} from '../offers.ts';
import { applicationStatuses, offerStatuses } from '../statuses.ts';
import { Nullable, Page, pageQuery, StrictObject, Text } from './common.ts';
import { CatalogValue, Completeness } from './cv.ts';

/**
 * The offers and applications calls (API.md "Offers and applications"). Request fields take
 * their bounds from the field's rule in contracts/src/offers.ts and their annotation names the
 * field, so a 422 says the rule's message (server/src/http/validation-errors.ts). The closing
 * date's window, the salary order, catalog codes and career names are checked by the server's
 * service with the same functions.
 */

const annotated = (name: OfferFieldName) => ({ [fieldRuleKeyword]: offerFieldRuleName(name) });

type FieldOf<Kind extends OfferField['kind']> = Extract<OfferField, { kind: Kind }>;

const ruleString = (name: OfferFieldName, field: FieldOf<'text' | 'catalog' | 'date'>) =>
  Type.String({ ...fieldRuleSchema(field.rule), ...annotated(name) });

/** A request field's schema by the kind of its rule: bounds from the rule, the annotation naming it. */
const offerBodyFields = {
  text: ruleString,
  catalog: ruleString,
  /** YYYY-MM-DD; the window (after today, at most 90 days after publication) is the service's. */
  date: ruleString,
  integer: (name: OfferFieldName, field: FieldOf<'integer'>) =>
    Type.Integer({ minimum: field.min, maximum: field.max, ...annotated(name) }),
  /** USD a month; absent or null: not stated. */
  money: (name: OfferFieldName, field: FieldOf<'money'>) =>
    Type.Optional(Nullable(Type.Number({ minimum: field.min, maximum: field.max, ...annotated(name) }))),
  /** Names of the universities' careers the offer is for; absent or empty: any career. */
  careers: (name: OfferFieldName, field: FieldOf<'careers'>) =>
    Type.Optional(
      Type.Array(Type.String({ ...fieldRuleSchema(field.item), ...annotated(name) }), { maxItems: field.max, ...annotated(name) }),
    ),
} satisfies { [Kind in OfferField['kind']]: (name: OfferFieldName, field: FieldOf<Kind>) => TSchema };

type OfferBodyProperties = {
  [Name in OfferFieldName]: ReturnType<(typeof offerBodyFields)[(typeof offerFieldRules)[Name]['kind']]>;
};

/** `POST /api/company/offers` and `PUT /api/company/offers/{id}`: the whole offer, as the form holds it, field by field of offerFieldRules. */
export const OfferBody = StrictObject(
  Object.fromEntries(
    Object.entries(offerFieldRules).map(([name, field]) => {
      const build = offerBodyFields[field.kind] as (name: string, field: OfferField) => TSchema;
      return [name, build(name, field)];
    }),
  ) as OfferBodyProperties,
);
export type OfferBody = Static<typeof OfferBody>;

const count = () => Type.Integer({ minimum: 0 });

/** How many applications an offer holds, in all and per status. */
export const ApplicantCounts = Type.Object({
  total: count(),
  postulado: count(),
  en_revision: count(),
  entrevista: count(),
  seleccionado: count(),
  no_seleccionado: count(),
});
export type ApplicantCounts = Static<typeof ApplicantCounts>;

/** An answer's field by the kind of its rule: a catalog code comes with its name. */
const offerAnswerFields = {
  text: () => Type.String(),
  /** YYYY-MM-DD. */
  date: () => Type.String(),
  catalog: () => CatalogValue,
  integer: () => Type.Integer(),
  money: () => Nullable(Type.Number()),
  careers: () => Type.Array(Type.String()),
} satisfies { [Kind in OfferField['kind']]: () => TSchema };

type OfferAnswerProperties<Names extends OfferFieldName> = {
  [Name in Names]: ReturnType<(typeof offerAnswerFields)[(typeof offerFieldRules)[Name]['kind']]>;
};
function offerAnswerProperties<Names extends OfferFieldName>(names: readonly Names[]): OfferAnswerProperties<Names> {
  return Object.fromEntries(names.map((name) => [name, offerAnswerFields[offerFieldRules[name].kind]()])) as OfferAnswerProperties<Names>;
}

/** What an offer says, whoever reads it, on a card too. */
const offerFields = {
  id: Type.Integer(),
  ...offerAnswerProperties(offerCardFieldNames),
  /** YYYY-MM-DD; null while a draft. */
  fecha_publicacion: Nullable(Type.String()),
};
/** What the offer's own page adds (offerFieldRules' `detail` fields). */
const offerTexts = offerAnswerProperties(offerDetailFieldNames);

/**
 * An offer as its company sees it. `status` is `expirada` as soon as the closing date has
 * passed, even before the expiry job has written it.
 */
export const Offer = Type.Object({
  ...offerFields,
  ...offerTexts,
  status: Type.Enum(offerStatuses),
  /** Why the moderation rejected or took the offer down (the company fixes and sends it again); null otherwise. */
  motivo_moderacion: Type.Optional(Nullable(Type.String())),
  applicants: ApplicantCounts,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Offer = Static<typeof Offer>;

export const OfferPage = Page(Offer);
export type OfferPage = Static<typeof OfferPage>;

/** `GET /api/company/offers`: `q` is full text, as in the students' search; `status` as read today (a past closing date is `expirada`). */
export const CompanyOfferQuery = StrictObject({
  status: Type.Optional(Type.Enum(offerStatuses)),
  q: Type.Optional(Text({ maxLength: offerLimits.queryMaxLength })),
  ...pageQuery,
});
export type CompanyOfferQuery = Static<typeof CompanyOfferQuery>;

/** The company as students see it on an offer. */
export const OfferCompany = Type.Object({
  nombre: Type.String(),
  descripcion: Type.String(),
  web: Nullable(Type.String()),
});
export type OfferCompany = Static<typeof OfferCompany>;

/** An offer as a search lists it: a card (company, place, modality, closing date) with the start of its description. */
export const PublicOfferCard = Type.Object({
  ...offerFields,
  empresa: Type.String(),
  /** The description's first characters, cut at a word. */
  resumen: Type.String(),
  /** The caller has applied to it. */
  applied: Type.Boolean(),
});
export type PublicOfferCard = Static<typeof PublicOfferCard>;

export const PublicOfferPage = Page(PublicOfferCard);
export type PublicOfferPage = Static<typeof PublicOfferPage>;

/** `GET /api/offers/{id}`: a published offer with everything it says. */
export const PublicOffer = Type.Object({
  ...offerFields,
  ...offerTexts,
  /** `publicada` while open; a student who applied still reads the offer once it is closed or expired. */
  status: Type.Enum(offerStatuses),
  empresa: OfferCompany,
  applied: Type.Boolean(),
});
export type PublicOffer = Static<typeof PublicOffer>;

const CatalogCode = Text({ maxLength: 40 });

/** `GET /api/offers`: full-text `q` (accents and case ignored), filters by catalog code or career name, newest first unless `sort=cierre`. */
export const OfferSearchQuery = StrictObject({
  q: Type.Optional(Text({ maxLength: offerLimits.queryMaxLength })),
  provincia: Type.Optional(CatalogCode),
  modalidad: Type.Optional(CatalogCode),
  tipo_contrato: Type.Optional(CatalogCode),
  area: Type.Optional(CatalogCode),
  /** A career name: offers for that career, and offers open to any career. */
  carrera: Type.Optional(Text({ maxLength: 200 })),
  /** `recientes` (default): newest first, best match first when q is given; `cierre`: closing soonest first. */
  sort: Type.Optional(Type.Enum(['recientes', 'cierre'])),
  ...pageQuery,
});
export type OfferSearchQuery = Static<typeof OfferSearchQuery>;

/** `POST /api/offers/{id}/applications`. */
export const ApplyBody = StrictObject({
  /** The cover letter; absent, null or blank: none. */
  carta: Type.Optional(
    Nullable(Type.String({ ...fieldRuleSchema(applicationFieldRules.carta.rule), [fieldRuleKeyword]: applicationFieldRuleName('carta') })),
  ),
});
export type ApplyBody = Static<typeof ApplyBody>;

const applicationFields = {
  id: Type.Integer(),
  status: Type.Enum(applicationStatuses),
  carta: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** The statuses it passed through, oldest first (API.md "Rough edges"). */
  historial: Type.Array(Type.Object({ status: Type.Enum(applicationStatuses), at: Type.String() })),
};

/** The offer an application is for, as the student's list shows it. */
export const ApplicationOffer = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  empresa: Type.String(),
  modalidad: CatalogValue,
  ciudad: CatalogValue,
  status: Type.Enum(offerStatuses),
  fecha_cierre: Type.String(),
});

/** An application as its student sees it. */
export const Application = Type.Object({ ...applicationFields, offer: ApplicationOffer });
export type Application = Static<typeof Application>;

export const ApplicationPage = Page(Application);
export type ApplicationPage = Static<typeof ApplicationPage>;

export const ApplicationQuery = StrictObject({
  status: Type.Optional(Type.Enum(applicationStatuses)),
  ...pageQuery,
});
export type ApplicationQuery = Static<typeof ApplicationQuery>;

/** What a company sees of an applicant's CV in the list: enough to choose whom to open. */
export const ApplicantCvSummary = Type.Object({
  student_id: Type.Integer(),
  nombre: Type.String(),
  email: Type.String(),
  celular: Nullable(Type.String()),
  ciudad: Nullable(CatalogValue),
  /** The latest studies (university or other), or null. `fecha_fin` null: still studying. */
  educacion: Nullable(Type.Object({ titulo: Type.String(), institucion: Type.String(), fecha_fin: Nullable(Type.String()) })),
  /** The latest job, or null. `fecha_fin` null: current job. */
  trabajo: Nullable(Type.Object({ cargo: Type.String(), empresa: Type.String(), fecha_fin: Nullable(Type.String()) })),
  completeness: Completeness,
});
export type ApplicantCvSummary = Static<typeof ApplicantCvSummary>;

/** An application as the company of the offer sees it. */
export const Applicant = Type.Object({ ...applicationFields, cv: ApplicantCvSummary });
export type Applicant = Static<typeof Applicant>;

export const ApplicantPage = Page(Applicant);
export type ApplicantPage = Static<typeof ApplicantPage>;

/** `PATCH /api/company/applications/{id}`: the next stage of the pipeline. */
export const ApplicationStatusBody = StrictObject({ status: Type.Enum(companyApplicationStatuses) });
export type ApplicationStatusBody = Static<typeof ApplicationStatusBody>;
