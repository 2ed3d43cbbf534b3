import type Echo from 'laravel-echo';
import type { EnvConfig } from '@portal/shared';
import { echoOptions } from './echo-options';

export type PortalEcho = Echo<'pusher'>;

let connection: Promise<PortalEcho> | null = null;

/**
 * The page's one Echo connection, opened the first time a session needs it. Echo and pusher-js
 * (~21 KiB gzip) load here, on demand, so the sign-in screens never download them; they are not
 * Module Federation shared modules because only the shell talks to the socket.
 */
export function realtimeConnection(realtime: EnvConfig['realtime'], getToken: () => string | null): Promise<PortalEcho> {
  connection ??= Promise.all([import('laravel-echo'), import('pusher-js')]).then(
    ([{ default: EchoClass }, { default: Pusher }]) =>
      new EchoClass({ ...echoOptions(realtime, window.location, getToken), Pusher }) as PortalEcho,
  );
  return connection;
}
