import { sql } from 'kysely';
import pg from 'pg';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('GET /api/health on %s', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 200 after querying the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OK', data: { status: 'ok', db: dialect } });
  });

  if (dialect === 'postgres') {
    // A restart, a fast shutdown (57P01) or pg_terminate_backend ends connections PostgreSQL-side.
    // One a request holds at that moment, between two of its queries, must fail that request, not
    // the process: pg tells of the loss as an 'error' event on the client, which the pool listens
    // to only while the client is idle in it.
    it('survives PostgreSQL ending a connection that a request holds, and answers 200 again', async () => {
      async function terminate(backendPid: number): Promise<void> {
        const admin = new pg.Client({ connectionString: testApp.database.env.DATABASE_URL });
        await admin.connect();
        try {
          await admin.query('SELECT pg_terminate_backend($1)', [backendPid]);
        } finally {
          await admin.end();
        }
      }

      const lost = await testApp.app.db
        .connection()
        .execute(async (connection) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(connection);
          await terminate(rows[0]!.pid);
          // The client hears of it while no query of its is running.
          await new Promise((resolve) => setTimeout(resolve, 200));
          return sql`SELECT 1`.execute(connection);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );

      expect(lost).toBeInstanceOf(Error);
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    });
  }

  it('answers 503 when the database does not answer', async () => {
    await testApp.app.db.destroy();

    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'La base de datos no responde.',
      data: { status: 'error', db: dialect },
    });
  });
});
