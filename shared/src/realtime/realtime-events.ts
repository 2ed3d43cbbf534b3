import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationItem, RoleUpdatedEvent, SessionRefreshEvent, UserUpdatedEvent } from '../contracts/realtime';

/**
 * What each socket event carries, by its name. A remote that listens for a new event declares
 * it by module augmentation: `declare module '@portal/shared' { interface RealtimeEventMap {
 * 'offer.updated': OfferUpdatedEvent } }`.
 */
export interface RealtimeEventMap {
  'user.updated': UserUpdatedEvent;
  'role.updated': RoleUpdatedEvent;
  'notification.created': NotificationItem;
  'session.refresh': SessionRefreshEvent;
}

export type RealtimeEventName = keyof RealtimeEventMap;

export interface RealtimeEvent<E extends string = string, P = unknown> {
  /** The channel without Pusher's `private-` prefix (`users.7`, `roles.3`). */
  channel: string;
  /** The event's name without Echo's leading dot (`role.updated`). */
  event: E;
  payload: P;
}

/**
 * Every event that reaches the page's socket, as one store action: whoever cares (the shell's
 * session, a remote's screen) reacts with a listener (`addAppListener`), so no code needs the
 * socket itself and a new event needs no change where the socket is read.
 */
export const realtimeEventReceived = createAction<RealtimeEvent>('realtime/eventReceived');

export type RealtimeAction<E extends RealtimeEventName> = PayloadAction<RealtimeEvent<E, RealtimeEventMap[E]>>;

/** A matcher for listeners and reducers: `matcher: isRealtimeEvent('role.updated')`. */
export function isRealtimeEvent<E extends RealtimeEventName>(event: E) {
  return (action: unknown): action is RealtimeAction<E> => realtimeEventReceived.match(action) && action.payload.event === event;
}
