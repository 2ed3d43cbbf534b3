import type { FastifyInstance } from 'fastify';
import { paginate } from '../src/db/paginate.ts';
import { DomainError, findOrNotFound } from '../src/domain/errors.ts';
import { created, ok } from '../src/http/reply.ts';
import type { AuthRequirement } from '../src/plugins/auth.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

// A route guarded by a menu title the contract does not know does not compile.
// @ts-expect-error 'catalogos' is not a MenuTitle
const misspelled: AuthRequirement = { menu: 'catalogos' };

type Operation = { responses: Record<string, unknown>; description?: string };

/** Routes declared the kit's way, added to a test app before it starts. */
function addProbeRoutes(app: FastifyInstance): void {
  app.get('/kit/public', { config: { auth: 'public' }, schema: { response: { 200: { type: 'object' } } } }, async () => ok({}));
  app.post(
    '/kit/signed-in',
    { config: { auth: 'authenticated' }, schema: { response: { 201: { type: 'object', additionalProperties: true } } } },
    async (request, reply) => created(reply, { actor: request.ctx.actorId, user: request.ctx.session?.user.email ?? null }, 'Creado.'),
  );
  app.put(
    '/kit/guarded/:id',
    {
      config: { auth: { menu: 'catalogs', action: 'u' } },
      schema: { params: { type: 'object', properties: { id: { type: 'integer' } } }, response: { 200: { type: 'object' } } },
    },
    async () => ok(null),
  );
  app.post(
    '/kit/no-csrf',
    { config: { auth: 'authenticated', csrf: false }, schema: { response: { 200: { type: 'object' } } } },
    async () => ok(null),
  );
}

describe.each(testDialects())('the route kit on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    addProbeRoutes(testApp.app);
    admin = await adminAccount(testApp.app);
    paths = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const statuses = (path: string, method: string) => Object.keys(paths[path]![method]!.responses).sort();

  it('derives the error answers from the auth option, the method and the schemas', () => {
    expect(misspelled).toEqual({ menu: 'catalogos' });
    expect(statuses('/kit/public', 'get')).toEqual(['200']);
    expect(statuses('/kit/signed-in', 'post')).toEqual(['201', '401', '419']);
    // A menu title gives 401 and 403; a PUT 419; a validated id 422.
    expect(statuses('/kit/guarded/{id}', 'put')).toEqual(['200', '401', '403', '419', '422']);
    expect(paths['/kit/guarded/{id}']!.put!.description).toBe('Requiere el menú «catalogs» con el permiso u.');
    expect(statuses('/kit/no-csrf', 'post')).toEqual(['200', '401']);
  });

  it('documents on every API route the errors its declaration implies', () => {
    for (const [path, operations] of Object.entries(paths).filter(([path]) => path.startsWith('/api/'))) {
      for (const [method, operation] of Object.entries(operations).filter(([method]) => method !== 'head')) {
        const description = operation.description ?? '';
        const codes = Object.keys(operation.responses);
        const key = `${method.toUpperCase()} ${path}`;
        if (!description.includes('Público.')) expect([key, codes]).toEqual([key, expect.arrayContaining(['401'])]);
        if (description.includes('Requiere el menú')) expect([key, codes]).toEqual([key, expect.arrayContaining(['403'])]);
        if (method !== 'get') expect([key, codes]).toEqual([key, expect.arrayContaining(['419'])]);
      }
    }
  });

  it('hands services the caller through request.ctx and answers in the envelope', async () => {
    const response = await admin.caller.post('/kit/signed-in', {});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Creado.', data: { actor: admin.id, user: admin.email } });
    expect((await new ApiCaller(testApp.app).post('/kit/signed-in', {})).statusCode).toBe(401);
    const student = await createAccount(testApp.app);
    expect((await student.caller.put('/kit/guarded/1', {})).statusCode).toBe(403);
  });

  it('paginate() counts every match and returns one page', async () => {
    const query = testApp.app.db.selectFrom('catalog_items').select(['code']).where('type', '=', 'provincias').orderBy('code');
    expect(await paginate(query, { page: 3, per_page: 10 })).toEqual({
      items: ['21', '22', '23', '24'].map((code) => ({ code })),
      total: 24,
      page: 3,
      per_page: 10,
    });
    expect(await paginate(query.where('code', '=', '99'), { page: 1, per_page: 10 })).toEqual({
      items: [],
      total: 0,
      page: 1,
      per_page: 10,
    });
  });

  it('records each change against the state it replaced, even when changes race', async () => {
    const item = (await admin.caller.post('/api/admin/catalogs/idiomas', { code: 'carrera', name: 'Nombre 0' })).json().data;
    const renames = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        new ApiCaller(testApp.app, admin.token).put(`/api/admin/catalogs/idiomas/${item.id}`, { name: `Nombre ${n}` }),
      ),
    );
    expect(renames.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const entries = await testApp.app.db
      .selectFrom('audit_log')
      .select(['before_data', 'after_data'])
      .where('entity', '=', 'catalog_item')
      .where('entity_id', '=', String(item.id))
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();
    const names = entries.map((entry) => [JSON.parse(entry.before_data!).name, JSON.parse(entry.after_data!).name]);
    expect(names).toHaveLength(5);
    // Each entry's "before" is the previous entry's "after": no change was recorded against a stale read.
    expect(names[0]![0]).toBe('Nombre 0');
    for (let index = 1; index < names.length; index += 1) expect(names[index]![0]).toBe(names[index - 1]![1]);
  });
});

describe('findOrNotFound', () => {
  it('gives back what the lookup found, and "not found" with the message when it found nothing', async () => {
    await expect(findOrNotFound(Promise.resolve({ id: 1 }), 'No existe.')).resolves.toEqual({ id: 1 });
    await expect(findOrNotFound(0, 'No existe.')).resolves.toBe(0);
    for (const nothing of [undefined, null, Promise.resolve(undefined)]) {
      const error = await findOrNotFound(nothing, 'El rol no existe.').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ refusal: 'not_found', message: 'El rol no existe.' });
    }
  });

  it('is answered 404 in Laravel’s shape by the error handler', async () => {
    const testApp = await startTestApp();
    try {
      const admin = await adminAccount(testApp.app);
      const response = await admin.caller.get('/api/admin/roles/999999/permissions');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'El rol no existe.' });
    } finally {
      await testApp.close();
    }
  });
});
