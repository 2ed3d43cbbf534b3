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
      staticRoot: '/srv/portal',
    });
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
});
