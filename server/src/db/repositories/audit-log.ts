import { type Kysely, sql } from 'kysely';
import { likeEscaped, prefixPattern } from '../like.ts';
import { type PageRequest, paginate } from '../paginate.ts';
import type { Database, IsoTimestamp } from '../types.ts';

/** The prefix of an attempt the privilege rules refused (services/changes.ts). */
const DENIED_PREFIX = 'denied:';

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  actorId?: number;
  denied?: boolean;
  /** Instants: from included, until excluded. */
  from?: IsoTimestamp;
  until?: IsoTimestamp;
}

/** A page of entries with the actor's name, newest first (indexes on created_at, actor and entity). */
export function pageAuditEntries(db: Kysely<Database>, filter: AuditFilter, page: PageRequest) {
  let query = db.selectFrom('audit_log').leftJoin('users', 'users.id_us', 'audit_log.actor_id');
  if (filter.entity !== undefined) query = query.where('audit_log.entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('audit_log.entity_id', '=', filter.entityId);
  if (filter.actorId !== undefined) query = query.where('audit_log.actor_id', '=', filter.actorId);
  if (filter.from !== undefined) query = query.where('audit_log.created_at', '>=', filter.from);
  if (filter.until !== undefined) query = query.where('audit_log.created_at', '<', filter.until);
  if (filter.denied !== undefined) {
    const denied = likeEscaped(sql.ref('audit_log.action'), prefixPattern(DENIED_PREFIX));
    query = query.where(filter.denied ? denied : sql<boolean>`not (${denied})`);
  }
  return paginate(
    query
      .selectAll('audit_log')
      .select('users.name_us as actor_name')
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc'),
    page,
  );
}

export const isDeniedAction = (action: string) => action.startsWith(DENIED_PREFIX);

/** The entities the log holds, in alphabetical order. */
export async function auditEntities(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('entity').distinct().orderBy('entity').execute();
  return rows.map((row) => row.entity);
}

/** Everyone who has acted, by name. */
export function auditActors(db: Kysely<Database>): Promise<Array<{ id_us: number; name_us: string }>> {
  return db
    .selectFrom('users')
    .select(['users.id_us', 'users.name_us'])
    .where(
      'users.id_us',
      'in',
      db
        .selectFrom('audit_log')
        .select('audit_log.actor_id')
        .distinct()
        .where('audit_log.actor_id', 'is not', null)
        .$narrowType<{ actor_id: number }>(),
    )
    .orderBy('users.name_us')
    .orderBy('users.id_us')
    .execute();
}
