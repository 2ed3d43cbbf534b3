import { cvMessages, isCalendarDate, shiftDate, validationMessages } from '@portal/contracts';
import type { AuditEntry, AuditFilters, AuditQuery } from '@portal/contracts/schemas';
import { auditActors, auditEntities, isDeniedAction, pageAuditEntries } from '../db/repositories/audit-log.ts';
import { mapPage, type Page, pageRequest } from '../db/paginate.ts';
import type { AuditEntry as AuditRow } from '../db/types.ts';
import { fieldsError } from '../domain/errors.ts';
import { ecuadorDayStart } from '../lib/time.ts';
import type { ServiceContext } from './context.ts';

/** Stored JSON as a value; text that is not JSON (never written by this server) is shown as it is. */
function parsed(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

function entryView(row: AuditRow & { actor_name: string | null }): AuditEntry {
  return {
    id: row.id,
    actor: row.actor_id === null ? null : { id_us: row.actor_id, name_us: row.actor_name ?? '' },
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    denied: isDeniedAction(row.action),
    before: parsed(row.before_data),
    after: parsed(row.after_data),
    created_at: row.created_at,
  };
}

/** The days of the query as instants: from the start of `from` to the end of `to`, Ecuador's days. */
function period(query: AuditQuery): { from?: string; until?: string } {
  const errors: Record<string, string[]> = {};
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    if (day !== undefined && !isCalendarDate(day)) errors[field] = [validationMessages.date];
  }
  if (!errors.from && !errors.to && query.from && query.to && query.to < query.from) errors.to = [cvMessages.dateOrder];
  if (Object.keys(errors).length > 0) throw fieldsError(errors);
  return {
    ...(query.from && { from: ecuadorDayStart(query.from) }),
    ...(query.to && { until: ecuadorDayStart(shiftDate(query.to, { days: 1 })) }),
  };
}

/** Who changed what and when, newest first; refused attempts (`denied:*`) included unless filtered out. */
export async function listAudit(context: ServiceContext, query: AuditQuery): Promise<Page<AuditEntry>> {
  const filter = { entity: query.entity, entityId: query.entity_id, actorId: query.user_id, denied: query.denied, ...period(query) };
  return mapPage(await pageAuditEntries(context.db, filter, pageRequest(query)), entryView);
}

export async function auditFilters(context: ServiceContext): Promise<AuditFilters> {
  const [entities, actors] = await Promise.all([auditEntities(context.db), auditActors(context.db)]);
  return { entities, actors };
}
