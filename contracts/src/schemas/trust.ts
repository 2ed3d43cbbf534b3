import { Type, type Static } from 'typebox';
import { offerStatuses } from '../statuses.ts';
import {
  languageCheckFields,
  moderationDecisions,
  offerModerationModes,
  reportActions,
  reportDetailRule,
  reportReasons,
  reportStates,
} from '../trust.ts';
import { Nullable, Page, pageQuery, RuleText, StrictObject, Text } from './common.ts';

/** Schemas of API.md "Trust and moderation" (with "Wave 3: points fixed"). */

const Timestamp = Type.String({ description: 'ISO-8601, UTC' });
/** A reason the company reads; required (10–500 characters) where the service says so. */
const Reason = Text({ maxLength: 500 });

/** `GET /api/admin/companies/{id}/vetting`: signals that inform the administrator's approval. */
export const Vetting = Type.Object({
  ruc: Type.Object({
    valido: Type.Boolean(),
    tipo: Nullable(Type.Enum(['natural', 'privada', 'publica'])),
    motivo: Type.Optional(Type.String()),
  }),
  /** The e-mail's registrable domain is the web site's; null when the company gave no web. */
  dominio_coincide: Nullable(Type.Boolean()),
  correo_gratuito: Type.Boolean(),
  duplicados: Type.Array(Type.Object({ id: Type.Integer(), empresa: Type.String(), campo: Type.Enum(['ruc', 'telefono', 'web']) })),
  esperando_dias_habiles: Type.Integer({ minimum: 0 }),
  /** Still pending after more than the target of 2 business days. */
  vencida: Type.Boolean(),
});
export type Vetting = Static<typeof Vetting>;

export const TrustSettings = StrictObject({ offer_moderation: Type.Enum(offerModerationModes) });
export type TrustSettings = Static<typeof TrustSettings>;

const CheckedText = Type.Optional(Nullable(Text({ maxLength: 5000 })));
/** The offer's texts as the form holds them (any may be missing or empty). */
export const LanguageCheckBody = StrictObject({ titulo: CheckedText, descripcion: CheckedText, requisitos: CheckedText });
export type LanguageCheckBody = Static<typeof LanguageCheckBody>;

export const LanguageWarning = Type.Object({
  campo: Type.Enum(languageCheckFields),
  palabra: Type.String(),
  motivo: Type.String(),
});
export const LanguageCheck = Type.Object({ avisos: Type.Array(LanguageWarning) });
export type LanguageCheck = Static<typeof LanguageCheck>;

export const ReportBody = StrictObject({
  motivo: Type.Enum(reportReasons),
  detalle: Type.Optional(Nullable(RuleText(reportDetailRule))),
});
export type ReportBody = Static<typeof ReportBody>;

export const Report = Type.Object({
  id: Type.Integer(),
  offer_id: Type.Integer(),
  motivo: Type.Enum(reportReasons),
  detalle: Nullable(Type.String()),
  estado: Type.Enum(reportStates),
  accion: Nullable(Type.Enum(reportActions)),
  nota: Nullable(Type.String()),
  created_at: Timestamp,
  resolved_at: Nullable(Timestamp),
});
export type Report = Static<typeof Report>;

/** A report in the moderation queue: with its offer and who sent it. */
export const QueueReport = Type.Object({
  ...Report.properties,
  offer: Type.Object({
    id: Type.Integer(),
    titulo: Type.String(),
    empresa: Type.String(),
    company_id: Type.Integer(),
    status: Type.Enum(offerStatuses),
    oculta_por_reportes: Type.Boolean(),
  }),
  student: Type.Object({ id: Type.Integer(), name: Type.String() }),
});
export type QueueReport = Static<typeof QueueReport>;
export const QueueReportPage = Page(QueueReport);

export const ReportQuery = StrictObject({ estado: Type.Optional(Type.Enum(reportStates)), ...pageQuery });
export type ReportQuery = Static<typeof ReportQuery>;

export const ResolveBody = StrictObject({ accion: Type.Enum(reportActions), motivo: Type.Optional(Nullable(Reason)) });
export type ResolveBody = Static<typeof ResolveBody>;

/** An offer in the moderation queue: riskiest first (hidden by reports, then most reports, then language warnings), newest first. */
export const QueueOffer = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  descripcion: Type.String(),
  requisitos: Type.String(),
  empresa: Type.String(),
  company_id: Type.Integer(),
  status: Type.Enum(offerStatuses),
  motivo_moderacion: Nullable(Type.String()),
  oculta_por_reportes: Type.Boolean(),
  /** Open reports. */
  reportes: Type.Integer({ minimum: 0 }),
  avisos: Type.Array(LanguageWarning),
  empresa_suspendida: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type QueueOffer = Static<typeof QueueOffer>;
export const QueueOfferPage = Page(QueueOffer);

export const ModerationOfferQuery = StrictObject({ estado: Type.Optional(Type.Enum(offerStatuses)), ...pageQuery });
export type ModerationOfferQuery = Static<typeof ModerationOfferQuery>;

export const DecisionBody = StrictObject({ decision: Type.Enum(moderationDecisions), motivo: Type.Optional(Nullable(Reason)) });
export type DecisionBody = Static<typeof DecisionBody>;

export const SuspendBody = StrictObject({ motivo: Reason });
export type SuspendBody = Static<typeof SuspendBody>;
