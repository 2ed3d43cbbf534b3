import { useEffect } from 'react';
import {
  currentEnvConfig,
  loggedOut,
  menuUpdated,
  notificationReceived,
  selectIsLoggedIn,
  selectToken,
  selectUser,
  toast,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  userUpdated,
  type AppDispatch,
  type NotificationItem,
  type RoleUpdatedEvent,
  type UserUpdatedEvent,
} from '@portal/shared';
import { realtimeConnection, type PortalEcho } from './realtime-connection';
import { realtimeMessages } from './messages';

export interface RealtimeSessionProps {
  /** Where a session ended from the server goes (spec §4: '/'). */
  goHome: () => void;
  /** Reloads user and menu from GET /api/user/me (after a role change). */
  reloadSession: (dispatch: AppDispatch) => void;
}

/** Joins a channel while `id` is set and leaves it on change or unmount. */
function useChannel(id: number | undefined, join: (echo: PortalEcho, id: number) => () => void) {
  const store = useAppStore();
  useEffect(() => {
    const env = currentEnvConfig();
    if (id === undefined || !env) return;
    let leave: (() => void) | null = null;
    let cancelled = false;
    void realtimeConnection(env.realtime, () => selectToken(store.getState())).then((echo) => {
      if (!cancelled) leave = join(echo, id);
    });
    return () => {
      cancelled = true;
      leave?.();
    };
    // `join` is rebuilt on every render; only the id decides the subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, store]);
}

/**
 * The signed-in session kept live (spec §4 "Real-time"): `users.{id_us}` replaces the stored
 * user (a role change re-subscribes and reloads the menu; a disabled account logs out) and
 * brings notifications; `roles.{id_ro}` replaces the menu and the role's name, which the route
 * guard re-checks at once. Both are left at logout.
 */
export function RealtimeSession({ goHome, reloadSession }: RealtimeSessionProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const userId = loggedIn ? user?.id_us : undefined;
  const roleId = loggedIn ? user?.role.id_ro : undefined;

  useChannel(userId, (echo, id) => {
    echo
      .private(`users.${id}`)
      .listen('.user.updated', (event: UserUpdatedEvent) => {
        if (event.signed_out || !event.user) {
          dispatch(loggedOut());
          toast('warning', realtimeMessages.signedOut);
          goHome();
          return;
        }
        const before = selectUser(store.getState())?.role.id_ro;
        dispatch(userUpdated(event.user));
        if (before !== event.user.role.id_ro) reloadSession(dispatch);
      })
      .listen('.notification.created', (notification: NotificationItem) => {
        dispatch(notificationReceived(id, notification));
      });
    return () => echo.leave(`users.${id}`);
  });

  useChannel(roleId, (echo, id) => {
    echo.private(`roles.${id}`).listen('.role.updated', (event: RoleUpdatedEvent) => {
      dispatch(menuUpdated({ menu: event.menu, name_ro: event.role.name_ro }));
    });
    return () => echo.leave(`roles.${id}`);
  });

  return null;
}
