import type { EnvConfig } from '@portal/shared';

/** Where the page is, for a socket on the same host and port when /env-config.json names none. */
export interface PageLocation {
  hostname: string;
  port: string;
  protocol: string;
}

/**
 * Echo's options as spec §7 gives them: app key, cluster us2, ws/wss, TLS forced off, encrypted
 * on, activity 120000 ms, pong 30000 ms, unavailable 10000 ms. `wsHost`/`wsPort` point pusher-js
 * at our own server (with `cluster` alone it would dial Pusher's cloud); `encrypted` is kept
 * for the spec although pusher-js 8 ignores it (it uses wss on an https page by itself).
 * Channel authorization reads the token at each call, so a later login signs with its own.
 */
export function echoOptions(realtime: EnvConfig['realtime'], page: PageLocation, getToken: () => string | null) {
  const pagePort = Number(page.port) || (page.protocol === 'https:' ? 443 : 80);
  return {
    broadcaster: 'pusher' as const,
    key: realtime.key,
    cluster: 'us2',
    wsHost: realtime.host ?? page.hostname,
    wsPort: realtime.port ?? pagePort,
    wssPort: realtime.port ?? pagePort,
    forceTLS: false,
    encrypted: true,
    enabledTransports: ['ws', 'wss'] as Array<'ws' | 'wss'>,
    disableStats: true,
    activityTimeout: 120_000,
    pongTimeout: 30_000,
    unavailableTimeout: 10_000,
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax' as const,
      headers: { Accept: 'application/json' },
      headersProvider: (): Record<string, string> => {
        const token = getToken();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
    },
  };
}
