import { EventEmitter } from 'node:events';
import type { CatalogType } from '@portal/contracts';
import type { NotificationItem } from '@portal/contracts/schemas';

/**
 * What changed, announced after the change is committed. The real-time issue forwards these
 * to the `users.{id}` and `roles.{id}` channels (src/realtime/forward-events.ts) (PRODUCT.md, "Real-time").
 */
export interface PortalEvents {
  /**
   * The user's name, e-mail, role, status or company approval changed. `signedOut`: the user's
   * tokens were deleted, all but `keptTokenId` when set (their own password change).
   */
  'user.updated': { userId: number; signedOut: boolean; keptTokenId?: number };
  /** An access token ended (logout): the sockets it authorized close. */
  'session.ended': { tokenId: number };
  /** The role's name, its menu or its flags changed (also when a menu item it holds changed). */
  'role.updated': { roleId: number };
  'role.deleted': { roleId: number };
  /**
   * A user, a company's profile or a role was created, changed or deleted: whatever lists them
   * may be out of date. Announced by every change that audits one of them (services/changes.ts).
   */
  'accounts.changed': Record<string, never>;
  /**
   * An offer was created, changed, published, closed, expired or deleted: the students' search
   * may be out of date. Announced by every change that audits an offer (services/changes.ts).
   */
  'offers.changed': Record<string, never>;
  /** An administrator added, changed or deleted an item of a catalog. */
  'catalog.changed': { type: CatalogType };
  /** A new privacy notice version was published: every user is asked to accept it. */
  'privacy.published': { version: number };
  /** A notification was stored for the user (sent as is on `users.{id}`). */
  'notification.created': { userId: number; notification: NotificationItem };
}

export type PortalEventName = keyof PortalEvents;
export type PortalEvent = { [K in PortalEventName]: { name: K; payload: PortalEvents[K] } }[PortalEventName];

/** A typed in-process event bus. */
export class PortalEventBus {
  private readonly emitter = new EventEmitter();

  on<K extends PortalEventName>(name: K, listener: (payload: PortalEvents[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  emit(event: PortalEvent): void {
    this.emitter.emit(event.name, event.payload);
  }
}
