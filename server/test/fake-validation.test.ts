import { CatalogItemChangesBody, NewCatalogItemBody, NewUniversityBody, OfferBody } from '@portal/contracts/schemas';
import type { TSchema } from 'typebox';
import { bodyFieldErrors } from '../../shared/src/testing/contract-body.ts';
import { adminAccount, type TestAccount } from './helpers/accounts.ts';
import { approvedCompany, offerBody } from './helpers/offers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The screens' fakes (shared/src/testing/fake-resource.ts) judge a body by the route's contract
 * schema with bodyFieldErrors. Here the server judges the same bodies: its 422 must list the
 * same fields with the same words, or a component test would pass against a fake that answers
 * what the server never says.
 */
describe('a fake refuses a body with the server’s own 422', () => {
  let testApp: TestApp;
  let admin: TestAccount;
  let company: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await adminAccount(testApp.app);
    company = await approvedCompany(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  interface Case {
    schema: TSchema;
    /** The route that declares `schema`, and who calls it. */
    route: [method: 'post' | 'put', path: string, as: 'admin' | 'company'];
    body: Record<string, unknown>;
  }
  const catalogItem = ['post', '/api/admin/catalogs/idiomas', 'admin'] as const;
  const newUniversity = ['post', '/api/admin/universities', 'admin'] as const;
  const newOffer = ['post', '/api/company/offers', 'company'] as const;
  const university = { nombre: 'Universidad de Prueba', siglas: 'UP', tipo: 'publica', provincia: '17', ciudad: 'quito' };
  const cases: Record<string, Case> = {
    'a catalog item without a code': { schema: NewCatalogItemBody, route: [...catalogItem], body: { name: 'Quechua' } },
    'a catalog item too long, with an unknown field': {
      schema: NewCatalogItemBody,
      route: [...catalogItem],
      body: { code: 'x'.repeat(41), name: 'y'.repeat(121), color: 'rojo' },
    },
    'a catalog item of the wrong types': {
      schema: NewCatalogItemBody,
      route: [...catalogItem],
      body: { code: 'qu', name: 'Quechua', order: 'primero', active: 'sí' },
    },
    'a catalog change out of bounds': {
      schema: CatalogItemChangesBody,
      route: ['put', '/api/admin/catalogs/idiomas/1', 'admin'],
      body: { name: '', order: -1 },
    },
    'a university with fields missing': { schema: NewUniversityBody, route: [...newUniversity], body: { nombre: 'U' } },
    'a university of the wrong types': {
      schema: NewUniversityBody,
      route: [...newUniversity],
      body: { ...university, siglas: 7, tipo: 'otra' },
    },
    'an offer without a title, and blank': {
      schema: OfferBody,
      route: [...newOffer],
      body: offerBody({ titulo: undefined, descripcion: '   ' }),
    },
    'an offer out of bounds': {
      schema: OfferBody,
      route: [...newOffer],
      body: offerBody({ vacantes: 0, salario_min: -5, carreras: ['x'] }),
    },
    'an offer of the wrong types': {
      schema: OfferBody,
      route: [...newOffer],
      body: offerBody({ vacantes: 'dos', salario_max: 'mil', fecha_cierre: 5 }),
    },
  };

  it.each(Object.entries(cases))('%s', async (_, { schema, route: [method, path, as], body }) => {
    const response = await (as === 'company' ? company : admin).caller[method](path, body);
    expect(response.statusCode).toBe(422);
    expect(bodyFieldErrors(schema, body)).toEqual(response.json().errors);
  });
});
