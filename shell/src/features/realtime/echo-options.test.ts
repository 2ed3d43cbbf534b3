import { echoOptions } from './echo-options';

describe('echoOptions', () => {
  const realtime = { key: 'portal-key', host: null, port: null };

  it('follows spec §7 and dials the page’s own host and port when /env-config.json names none', () => {
    const options = echoOptions(realtime, { hostname: 'bolsa.example', port: '8080', protocol: 'http:' }, () => null);
    expect(options).toMatchObject({
      broadcaster: 'pusher',
      key: 'portal-key',
      cluster: 'us2',
      wsHost: 'bolsa.example',
      wsPort: 8080,
      wssPort: 8080,
      forceTLS: false,
      encrypted: true,
      enabledTransports: ['ws', 'wss'],
      activityTimeout: 120000,
      pongTimeout: 30000,
      unavailableTimeout: 10000,
      channelAuthorization: { endpoint: '/broadcasting/auth', transport: 'ajax', headers: { Accept: 'application/json' } },
    });
  });

  it('uses the configured host and port, and the default port of the page’s scheme', () => {
    expect(
      echoOptions({ ...realtime, host: 'ws.example', port: 6001 }, { hostname: 'a', port: '', protocol: 'https:' }, () => null),
    ).toMatchObject({ wsHost: 'ws.example', wsPort: 6001 });
    expect(echoOptions(realtime, { hostname: 'a', port: '', protocol: 'https:' }, () => null)).toMatchObject({ wsPort: 443, wssPort: 443 });
  });

  it('signs channel requests with the token stored at that moment', () => {
    let token: string | null = null;
    const { channelAuthorization } = echoOptions(realtime, { hostname: 'a', port: '', protocol: 'http:' }, () => token);
    expect(channelAuthorization.headersProvider()).toEqual({});
    token = 'abc';
    expect(channelAuthorization.headersProvider()).toEqual({ Authorization: 'Bearer abc' });
  });
});
