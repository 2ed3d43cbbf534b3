import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminAccount, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('error responses', () => {
  let testApp: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await adminAccount(testApp.app);
    const app = testApp.app.withTypeProvider<TypeBoxTypeProvider>();
    // Test-only routes: no real route takes a body yet.
    app.post(
      '/api/test/people',
      {
        schema: {
          body: Type.Object({
            name: Type.String({ minLength: 2 }),
            email: Type.String({ format: 'email' }),
            address: Type.Object({ city: Type.String() }),
          }),
          response: { 200: Type.Object({ name: Type.String() }) },
        },
      },
      async (request) => ({ name: request.body.name }),
    );
    // Strict like every real route: unknown fields are refused.
    app.post(
      '/api/test/strict',
      {
        schema: {
          querystring: Type.Object(
            { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), ratio: Type.Optional(Type.Number({ maximum: 1 })) },
            { additionalProperties: false },
          ),
          body: Type.Object({ name: Type.String() }, { additionalProperties: false }),
        },
      },
      async () => ({}),
    );
    app.get('/api/test/crash', async () => {
      throw new Error('connection string postgres://secret@db');
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const post = (payload: string | object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/test/people', payload, headers });

  it('answers an invalid body with 422 and every invalid field, in Spanish', async () => {
    const response = await post({ name: 'A', email: 'not-an-email', address: {} });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: {
        name: ['El campo name debe tener al menos 2 caracteres.'],
        email: ['El campo email debe ser una dirección de correo válida.'],
        'address.city': ['El campo address.city es obligatorio.'],
      },
    });
  });

  it('accepts a valid body', async () => {
    const response = await post({ name: 'Ana', email: 'ana@example.edu', address: { city: 'Quito' } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ana' });
  });

  // Found by the fuzz suite: the error list was a plain object, where `constructor` already is
  // a function and `__proto__` the prototype, so naming one of them turned the 422 into a 500.
  it('answers unknown fields named after Object.prototype members with 422, not 500', async () => {
    const body = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/strict',
      payload: { name: 'Ana', constructor: 1, toString: 'x', hasOwnProperty: null },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: {
        constructor: ['El campo constructor no está permitido.'],
        toString: ['El campo toString no está permitido.'],
        hasOwnProperty: ['El campo hasOwnProperty no está permitido.'],
      },
    });

    const query = await testApp.app.inject({ method: 'POST', url: '/api/test/strict?__proto__=1', payload: { name: 'Ana' } });
    expect(query.statusCode).toBe(422);
    // The field is named as sent, as an own key of `errors`.
    expect(query.json().errors).toEqual(JSON.parse('{"__proto__": ["El campo __proto__ no está permitido."]}'));
  });

  // Found by the fuzz suite: Ajv coerces these to ±Infinity, which then passed `integer` and the
  // range (ajv#2212), and a page of Infinity was a database error, 500.
  it.each([
    ['Infinity', 'Infinity'],
    ['-Infinity', '-Infinity'],
    ['1e999', '1e999'],
    ['400 nines', '9'.repeat(400)],
  ])('answers the number %s in a query string or a path with 422', async (_name, value) => {
    const query = await testApp.app.inject({
      method: 'POST',
      url: `/api/test/strict?page=${value}&ratio=${value}`,
      payload: { name: 'Ana' },
    });
    expect(query.statusCode).toBe(422);
    expect(query.json()).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: { page: ['El campo page debe ser un número entero.'], ratio: ['El campo ratio debe ser un número.'] },
    });
    // A path parameter over 100 characters matches no route (404) before any validation.
    const path = await admin.caller.get(`/api/admin/users/${value}`);
    expect([path.statusCode, path.json().errors]).toEqual(
      value.length > 100 ? [404, undefined] : [422, { id: ['El campo id debe ser un número entero.'] }],
    );
    const page = await admin.caller.get(`/api/admin/users?page=${value}`);
    expect([page.statusCode, page.json().errors]).toEqual([422, { page: ['El campo page debe ser un número entero.'] }]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await post('{"name": ', { 'content-type': 'application/json' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La petición no es válida.' });
  });

  it('answers an unsupported media type with 415', async () => {
    const response = await post('name=Ana', { 'content-type': 'application/x-www-form-urlencoded' });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Tipo de contenido no soportado.' });
  });

  it('answers a malformed URL with 400 JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La petición no es válida.' });
  });

  it('answers an unknown API route with 404 JSON, even to a browser', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso no encontrado.' });
  });

  it('answers an internal failure with 500 and no detail', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Error interno del servidor.' });
    expect(response.body).not.toContain('secret');
  });
});
