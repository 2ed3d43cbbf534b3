import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  currentEnvConfig,
  realtimeEventReceived,
  selectIsLoggedIn,
  selectPrivacyConsentRequired,
  selectToken,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@portal/shared';
import { realtimeConnection } from './realtime-connection';
import { sessionListeners, type SessionListenerOptions } from './session-listeners';

export type RealtimeSessionProps = SessionListenerOptions;

/**
 * Joins the private channel `name` while `id` is set, dispatching every event on it as
 * `realtime/eventReceived`, and leaves it on change or unmount.
 */
function useChannel(prefix: 'users' | 'roles', id: number | undefined) {
  const store = useAppStore();
  useEffect(() => {
    const env = currentEnvConfig();
    if (id === undefined || !env) return;
    const channel = `${prefix}.${id}`;
    let leave: (() => void) | null = null;
    let cancelled = false;
    void realtimeConnection(env.realtime, () => selectToken(store.getState())).then((echo) => {
      if (cancelled) return;
      // Echo hands events it has no namespace for as `.name`.
      echo.private(channel).listenToAll((event: string, payload: unknown) => {
        store.dispatch(realtimeEventReceived({ channel, event: event.replace(/^\./, ''), payload }));
      });
      leave = () => echo.leave(channel);
      // The server closes for good (4009, no reconnection) a socket whose session ended or that
      // held no channel for a while after sign-out: the next session opens it again, and pusher-js
      // then subscribes to every channel it holds.
      const { pusher } = echo.connector;
      if (pusher.connection.state === 'disconnected' || pusher.connection.state === 'failed') pusher.connect();
    });
    return () => {
      cancelled = true;
      leave?.();
    };
  }, [prefix, id, store]);
}

/**
 * The signed-in session kept live: subscribed to `users.{id_us}` and `roles.{id_ro}` while
 * logged in with no privacy notice left to accept, with every event turned into a store action; the session's reactions are
 * listeners (session-listeners.ts), and a remote adds its own with `addAppListener`.
 */
export function RealtimeSession(props: RealtimeSessionProps) {
  const dispatch = useAppDispatch();
  // While a privacy notice waits for acceptance the server refuses the channels' authorization
  // (as every other call): they are joined once it is accepted.
  const signedIn = useAppSelector(selectIsLoggedIn);
  const consentPending = useAppSelector(selectPrivacyConsentRequired);
  const loggedIn = signedIn && !consentPending;
  const user = useAppSelector(selectUser);
  // The listeners are added once; they call the latest props.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const stops = sessionListeners({
      goHome: () => latest.current.goHome(),
      reloadSession: (next) => latest.current.reloadSession(next),
      sessionSurvives: () => latest.current.sessionSurvives(),
    }).map((listener) => dispatch(listener));
    return () => stops.forEach((stop) => stop());
  }, [dispatch]);

  useChannel('users', loggedIn ? user?.id_us : undefined);
  useChannel('roles', loggedIn ? user?.role.id_ro : undefined);
  return null;
}
