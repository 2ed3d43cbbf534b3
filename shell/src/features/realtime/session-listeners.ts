import {
  isRealtimeEvent,
  loggedOut,
  menuUpdated,
  notificationReceived,
  selectUser,
  toast,
  userUpdated,
  type AppDispatch,
  addAppListener,
} from '@portal/shared';
import { realtimeMessages } from './messages';

export interface SessionListenerOptions {
  /** Where a session ended from the server goes (spec §4: '/'). */
  goHome: () => void;
  /** Reloads user and menu from GET /api/user/me (after a role change, or events possibly missed). */
  reloadSession: (dispatch: AppDispatch) => void;
  /** Asks the server whether this page's token still works (false once it was revoked). */
  sessionSurvives: () => Promise<boolean>;
}

// Matchers named before use: written inline, TypeScript cannot narrow the effect's action.
const userUpdatedEvent = isRealtimeEvent('user.updated');
const roleUpdatedEvent = isRealtimeEvent('role.updated');
const notificationCreatedEvent = isRealtimeEvent('notification.created');
const sessionRefreshEvent = isRealtimeEvent('session.refresh');

/**
 * Actions that add how the signed-in session follows the socket (spec §4 "Real-time"), as store listeners:
 * `user.updated` replaces the stored user (a role change reloads the menu; a disabled account
 * logs out, and so does a page whose token a password change revoked), `role.updated` replaces the menu and the role's name, which the route guard and
 * every `useAccess` re-read at once, `notification.created` goes on top of the bell's list, and
 * `session.refresh` (the server's instances lost touch for a while, so events may have been
 * missed) reloads user and menu, which also ends a session revoked meanwhile (401).
 */
export function sessionListeners({ goHome, reloadSession, sessionSurvives }: SessionListenerOptions) {
  return [
    addAppListener({
      matcher: userUpdatedEvent,
      effect: async ({ payload: { payload: event } }, api) => {
        if (event.signed_out || !event.user) {
          // The user's own password change keeps the session that made it: an active user's
          // page asks whether its token survived; a disabled or deleted user's never does.
          if (event.user && event.status === 'activo' && (await sessionSurvives())) return;
          api.dispatch(loggedOut());
          toast('warning', realtimeMessages.signedOut);
          goHome();
          return;
        }
        const before = selectUser(api.getState())?.role.id_ro;
        api.dispatch(userUpdated(event.user));
        if (before !== event.user.role.id_ro) reloadSession(api.dispatch);
      },
    }),
    addAppListener({
      matcher: roleUpdatedEvent,
      effect: ({ payload: { payload: event } }, api) => {
        api.dispatch(menuUpdated({ menu: event.menu, name_ro: event.role.name_ro }));
      },
    }),
    addAppListener({
      matcher: notificationCreatedEvent,
      effect: ({ payload: { payload: notification } }, api) => {
        const user = selectUser(api.getState());
        if (user) api.dispatch(notificationReceived(user.id_us, notification));
      },
    }),
    addAppListener({
      matcher: sessionRefreshEvent,
      effect: (_action, api) => reloadSession(api.dispatch),
    }),
  ];
}
