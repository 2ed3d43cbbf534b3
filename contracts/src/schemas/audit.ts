import { type Static, Type } from 'typebox';
import { Id, Nullable, Page, pageQuery, StrictObject, Text } from './common.ts';

/**
 * The audit log (`GET /api/admin/audit`, menu `adm-audit`): who changed what and when. Every
 * change to users, roles, menus, flags, catalogs, universities… is written by the server as it
 * commits; an action `denied:<action>` is an attempt the privilege rules refused (an escalation).
 */
const Day = Text({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const AuditQuery = StrictObject({
  /** What was changed: `user`, `company`, `role`, `university`… (GET /api/admin/audit/filters lists them). */
  entity: Type.Optional(Text({ minLength: 1, maxLength: 50 })),
  /** One record of that entity. */
  entity_id: Type.Optional(Text({ minLength: 1, maxLength: 50 })),
  /** Who acted. */
  user_id: Type.Optional(Id),
  /** true: only refused attempts (`denied:*`); false: only changes made. */
  denied: Type.Optional(Type.Boolean()),
  /** First and last day (YYYY-MM-DD, Ecuador's calendar), both included. */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  ...pageQuery,
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditActor = Type.Object({ id_us: Type.Integer(), name_us: Type.String() });
export type AuditActor = Static<typeof AuditActor>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  /** null: the system, or a user acting on their own account (signup, verification). */
  actor: Nullable(AuditActor),
  entity: Type.String(),
  entity_id: Type.String(),
  action: Type.String(),
  /** The privilege rules refused it: `after` holds `{attempted, reason}`. */
  denied: Type.Boolean(),
  /** The record's fields before and after, as JSON values (null when there is none). */
  before: Type.Unknown(),
  after: Type.Unknown(),
  /** ISO-8601 UTC. */
  created_at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Page(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;

/** What the screen's filters offer: the entities and the actors the log holds. */
export const AuditFilters = Type.Object({
  entities: Type.Array(Type.String()),
  actors: Type.Array(AuditActor),
});
export type AuditFilters = Static<typeof AuditFilters>;
