import type { Kysely, Transaction } from 'kysely';
import { enqueueMail, type OutgoingMail } from '../db/repositories/outbox.ts';
import type { Database } from '../db/types.ts';
import { forbidden } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import type { PortalEvent, PortalEventBus } from './events.ts';

/** The audited entities whose changes lists of accounts show (`accounts.changed`). */
const accountEntities = new Set(['user', 'company', 'role']);
/** The audited entity whose changes the students' offer search shows (`offers.changed`). */
const offerEntity = 'offer';

/** Fields that never reach the audit log. */
const secretFields = new Set(['password_hash', 'token_hash', 'password']);

function auditJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, inner) => (secretFields.has(key) ? undefined : inner));
}

interface AuditDraft {
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * A change the caller may not make (an escalation of privilege). Thrown inside `applyChange`'s
 * work: the transaction rolls back, then the attempt is written to the audit log on its own and
 * the caller gets a 403 with the Spanish reason.
 */
export class RefusedChange extends Error {
  constructor(
    message: string,
    readonly attempt: AuditDraft,
  ) {
    super(message);
    this.name = 'RefusedChange';
  }
}

async function writeAudit(db: Kysely<Database>, actorId: number | null, drafts: AuditDraft[]): Promise<void> {
  const createdAt = isoNow();
  await db
    .insertInto('audit_log')
    .values(
      drafts.map((draft) => ({
        actor_id: actorId,
        entity: draft.entity,
        entity_id: String(draft.entityId),
        action: draft.action,
        before_data: auditJson(draft.before),
        after_data: auditJson(draft.after),
        created_at: createdAt,
      })),
    )
    .execute();
}

/** What one change records: audit entries (written in its transaction) and events (sent after commit). */
export class ChangeSet {
  readonly audit: AuditDraft[] = [];
  readonly events: PortalEvent[] = [];
  /** The events announced so far, by their JSON: each is announced once, in a set of any size. */
  private readonly announced = new Set<string>();
  mailQueued = false;

  constructor(private readonly trx: Transaction<Database>) {}

  /** Queues mail in the change's transaction; it is delivered once the change commits. */
  async queueMail(mail: OutgoingMail): Promise<void> {
    await enqueueMail(this.trx, mail, isoNow());
    this.mailQueued = true;
  }

  record(draft: AuditDraft): void {
    this.audit.push(draft);
  }

  announce(event: PortalEvent): void {
    const key = JSON.stringify(event);
    if (this.announced.has(key)) return;
    this.announced.add(key);
    this.events.push(event);
  }
}

export interface ChangeContext {
  db: Kysely<Database>;
  events: PortalEventBus;
  /** Who acts: an administrator's id, or null for the system and self-service (signup, verification). */
  actorId: number | null;
  /** Told to deliver right after a commit that queued mail. */
  mail?: { kick(): void };
}

/**
 * The one way to change users, roles, menus and flags: the work runs in a transaction with
 * its audit entries, and its events are announced only once that transaction has committed,
 * so a listener never announces a change that was rolled back. A change that audits a user, a
 * company or a role also announces `accounts.changed`, and one that audits an offer
 * `offers.changed`, so what lists them is never kept stale.
 */
export async function applyChange<T>(
  context: ChangeContext,
  work: (trx: Transaction<Database>, changes: ChangeSet) => Promise<T>,
): Promise<T> {
  let changes: ChangeSet | undefined;
  let result: T;
  try {
    result = await context.db.transaction().execute(async (trx) => {
      const set = (changes = new ChangeSet(trx));
      const value = await work(trx, set);
      if (set.audit.length > 0) await writeAudit(trx, context.actorId, set.audit);
      return value;
    });
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    const { attempt } = error;
    await writeAudit(context.db, context.actorId, [
      { ...attempt, action: `denied:${attempt.action}`, after: { attempted: attempt.after ?? null, reason: error.message } },
    ]);
    throw forbidden(error.message);
  }
  for (const event of changes!.events) context.events.emit(event);
  if (changes!.audit.some((draft) => accountEntities.has(draft.entity))) context.events.emit({ name: 'accounts.changed', payload: {} });
  if (changes!.audit.some((draft) => draft.entity === offerEntity)) context.events.emit({ name: 'offers.changed', payload: {} });
  if (changes!.mailQueued) context.mail?.kick();
  return result;
}
