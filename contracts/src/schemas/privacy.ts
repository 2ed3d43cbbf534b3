import { Type, type Static } from 'typebox';
import { Nullable, Page, pageQuery, StrictObject, Text } from './common.ts';
import { Email } from './session.ts';
import { dataRequestKinds } from '../privacy.ts';

/** Personal data under the LOPDP (API.md "Wave 3" → "Personal data"). */

export const PrivacyNotice = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  texto: Type.String(),
  publicado_en: Type.String(),
});
export type PrivacyNotice = Static<typeof PrivacyNotice>;

export const PrivacyNoticeBody = StrictObject({ texto: Text({ minLength: 50, maxLength: 20_000 }) });
export type PrivacyNoticeBody = Static<typeof PrivacyNoticeBody>;

export const PrivacyConsentBody = StrictObject({ version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type PrivacyConsentBody = Static<typeof PrivacyConsentBody>;

export const PrivacyConsent = Type.Object({ version: Type.Integer(), aceptado_en: Type.String() });
export type PrivacyConsent = Static<typeof PrivacyConsent>;

export const cvViewVias = ['json', 'pdf'] as const;

export const CvViewItem = Type.Object({
  company: Type.Object({ id: Type.Integer(), empresa: Type.String() }),
  offer: Nullable(Type.Object({ id: Type.Integer(), titulo: Type.String() })),
  via: Type.Enum(cvViewVias),
  at: Type.String(),
});
export type CvViewItem = Static<typeof CvViewItem>;
export const CvViewPage = Page(CvViewItem);
export type CvViewPage = Static<typeof CvViewPage>;
export const CvViewQuery = StrictObject({ ...pageQuery });

export const DeletionBody = StrictObject({ password: Text({ minLength: 1, maxLength: 200 }) });
export const DeletionData = Type.Object({ purge_at: Type.String() });
export type DeletionData = Static<typeof DeletionData>;
export const DeletionCancelBody = StrictObject({ email: Email, password: Text({ minLength: 1, maxLength: 200 }) });
export type DeletionCancelBody = Static<typeof DeletionCancelBody>;
/** A sign-in during the 30 days: 409 with the day the account will be purged. */
export const DeletionPendingResponse = Type.Object({ message: Type.String(), code: Type.String(), purge_at: Type.String() });

export { dataRequestKinds, type DataRequestKind } from '../privacy.ts';
export const dataRequestStates = ['abierta', 'respondida'] as const;
export type DataRequestState = (typeof dataRequestStates)[number];

export const DataRequestBody = StrictObject({
  tipo: Type.Enum(dataRequestKinds),
  detalle: Text({ minLength: 10, maxLength: 2000 }),
});
export type DataRequestBody = Static<typeof DataRequestBody>;

export const DataRequest = Type.Object({
  id: Type.Integer(),
  tipo: Type.Enum(dataRequestKinds),
  detalle: Type.String(),
  estado: Type.Enum(dataRequestStates),
  vence_el: Type.String(),
  respuesta: Nullable(Type.String()),
  respondida_en: Nullable(Type.String()),
  created_at: Type.String(),
});
export type DataRequest = Static<typeof DataRequest>;
export const DataRequestPage = Page(DataRequest);
export type DataRequestPage = Static<typeof DataRequestPage>;

/** A request as the career office's queue shows it: who asked, the days left of the 15. */
export const AdminDataRequest = Type.Object({
  ...DataRequest.properties,
  user: Type.Object({ id: Type.Integer(), name_us: Type.String(), email: Type.String() }),
  /** Calendar days until `vence_el` (negative once overdue); null once answered. */
  dias_restantes: Nullable(Type.Integer()),
  vencida: Type.Boolean(),
});
export type AdminDataRequest = Static<typeof AdminDataRequest>;
export const AdminDataRequestPage = Page(AdminDataRequest);
export type AdminDataRequestPage = Static<typeof AdminDataRequestPage>;

export const AdminDataRequestQuery = StrictObject({
  estado: Type.Optional(Type.Enum(dataRequestStates)),
  vencidas: Type.Optional(Type.Enum(['1', '0'])),
  ...pageQuery,
});
export type AdminDataRequestQuery = Static<typeof AdminDataRequestQuery>;

export const DataRequestAnswerBody = StrictObject({ respuesta: Text({ minLength: 10, maxLength: 4000 }) });
export type DataRequestAnswerBody = Static<typeof DataRequestAnswerBody>;

/**
 * The JSON export (API.md "Wave 3: points fixed"): the document itself, exactly these keys.
 * Each area contributes its part (server/src/services/data-export/).
 */
export const dataExportKeys = [
  'account',
  'cv',
  'applications',
  'practicas',
  'survey_answers',
  'notifications',
  'consents',
  'cv_views',
  'data_requests',
] as const;
export type DataExportKey = (typeof dataExportKeys)[number];
