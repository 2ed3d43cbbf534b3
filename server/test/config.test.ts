import path from 'node:path';
import { loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('defaults to SQLite under <repo>/data and the front ends built in the repository', () => {
    const config = loadConfig({}, '/srv/portal');

    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      sqliteFile: path.join('/srv/portal', 'data', 'portal.sqlite'),
      uploadsDir: path.join('/srv/portal', 'data', 'uploads'),
      staticRoot: '/srv/portal',
    });
    expect(loadConfig({ UPLOADS_DIR: '/var/lib/portal/subidas' }, '/srv/portal').uploadsDir).toBe('/var/lib/portal/subidas');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, '/srv/portal')).toMatchObject({
      port: 8080,
      databaseUrl: null,
    });
  });

  it.each([
    ['PORT', 'eighty', '/port'],
    ['REALTIME_PORT', '70000', '/realtime/port'],
    ['LOG_LEVEL', 'loud', '/logLevel'],
  ])('refuses %s=%s and names the field', (name, value, field) => {
    expect(() => loadConfig({ [name]: value }, '/srv/portal')).toThrow(field);
  });

  it('defaults the real-time server to the local driver and Pusher’s limits', () => {
    expect(loadConfig({}, '/srv/portal').realtime).toMatchObject({
      appKey: 'portal-key',
      appSecret: null,
      driver: 'local',
      redis: { url: 'redis://127.0.0.1:6379', prefix: 'portal:' },
      allowedOrigins: [],
      activityTimeoutSeconds: 120,
      maxMessageBytes: 10240,
    });
  });

  it('reads the redis driver and the allowed origins', () => {
    const { realtime } = loadConfig(
      {
        REALTIME_DRIVER: 'redis',
        REALTIME_APP_SECRET: 'a-shared-secret-value',
        APP_SECRET: 'a-shared-csrf-secret-of-32-characters',
        REDIS_URL: 'redis://cache:6379/2',
        REDIS_PREFIX: 'bolsa:',
        REALTIME_ALLOWED_ORIGINS: 'https://a.ec/, https://b.ec',
      },
      '/srv/portal',
    );
    expect(realtime).toMatchObject({
      driver: 'redis',
      redis: { url: 'redis://cache:6379/2', prefix: 'bolsa:' },
      allowedOrigins: ['https://a.ec', 'https://b.ec'],
    });
  });

  it('refuses the redis driver without a shared secret: a random one per process could not sign for the others', () => {
    expect(() => loadConfig({ REALTIME_DRIVER: 'redis' }, '/srv/portal')).toThrow('REALTIME_APP_SECRET');
    // Nor without the CSRF secret: a token issued by one instance would be refused (419) by the next.
    expect(() => loadConfig({ REALTIME_DRIVER: 'redis', REALTIME_APP_SECRET: 'x'.repeat(32) }, '/srv/portal')).toThrow('APP_SECRET');
  });

  it('points the browser at Pusher’s cluster with the pusher driver, and needs its credentials', () => {
    const env = {
      REALTIME_DRIVER: 'pusher',
      PUSHER_APP_ID: '123',
      PUSHER_APP_KEY: 'pk',
      PUSHER_APP_SECRET: 'a-pusher-secret-value',
      PUSHER_APP_CLUSTER: 'us2',
    };
    expect(loadConfig(env, '/srv/portal').realtime).toMatchObject({
      driver: 'pusher',
      appKey: 'pk',
      appSecret: 'a-pusher-secret-value',
      host: 'ws-us2.pusher.com',
    });
    expect(() => loadConfig({ REALTIME_DRIVER: 'pusher' }, '/srv/portal')).toThrow('PUSHER_APP_ID');
    expect(() => loadConfig({ REALTIME_DRIVER: 'soketi' }, '/srv/portal')).toThrow('/realtime/driver');
  });
});
