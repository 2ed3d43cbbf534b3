import { catalogTypes, publicCatalogTypes, ROLE_IDS } from '@portal/contracts';
import { seedCatalogItems } from '../src/db/seed/catalog-data.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { type InstancePair, startInstancePair, startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

type Option = { code: string; name: string; provincia?: string };

describe.each(testDialects())('GET /api/catalogs/{type} on %s', (dialect) => {
  let testApp: TestApp;
  let student: TestAccount;
  let anonymous: ApiCaller;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    student = await createAccount(testApp.app, { role: ROLE_IDS.student });
    anonymous = new ApiCaller(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const options = async (url: string, caller: ApiCaller = student.caller) => {
    const response = await caller.get(url);
    expect(response.statusCode).toBe(200);
    return response.json().data as Option[];
  };

  it('serves provinces and countries to anyone, every other type only to a signed-in user', async () => {
    for (const type of catalogTypes) {
      const isPublic = (publicCatalogTypes as readonly string[]).includes(type);
      const response = await anonymous.get(`/api/catalogs/${type}`);
      expect([type, response.statusCode]).toEqual([type, isPublic ? 200 : 401]);
      if (!isPublic) expect(response.json()).toEqual({ message: 'No autenticado.' });
      expect((await options(`/api/catalogs/${type}`)).length).toBeGreaterThan(0);
    }
    const unknown = await student.caller.get('/api/catalogs/usuarios');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'El catálogo no existe.' });
  });

  it('lists the seeded items in order, with exactly the codes API.md names', async () => {
    expect((await options('/api/catalogs/niveles-idioma')).map((item) => item.code)).toEqual([
      'basico',
      'intermedio',
      'avanzado',
      'nativo',
    ]);
    expect((await options('/api/catalogs/tipos-contrato')).map((item) => item.code)).toEqual([
      'tiempo-completo',
      'medio-tiempo',
      'pasantia',
      'practicas',
    ]);
    expect(await options('/api/catalogs/modalidades')).toEqual([
      { code: 'presencial', name: 'Presencial' },
      { code: 'remoto', name: 'Remoto' },
      { code: 'hibrido', name: 'Híbrido' },
    ]);
    expect((await options('/api/catalogs/tipos-actividad')).map((item) => item.code)).toEqual([
      'voluntariado',
      'deporte',
      'arte',
      'liderazgo',
      'otro',
    ]);
    expect((await options('/api/catalogs/estados-civiles')).map((item) => item.code)).toEqual([
      'soltero',
      'casado',
      'divorciado',
      'viudo',
      'union-de-hecho',
    ]);
    expect(await options('/api/catalogs/idiomas')).toEqual(
      expect.arrayContaining([
        { code: 'espanol', name: 'Español' },
        { code: 'ingles', name: 'Inglés' },
        { code: 'kichwa', name: 'Kichwa' },
        { code: 'shuar', name: 'Shuar' },
        { code: 'chino-mandarin', name: 'Chino mandarín' },
      ]),
    );
    // Only cities carry a province.
    expect((await options('/api/catalogs/areas')).every((item) => !('provincia' in item))).toBe(true);
  });

  it('gives each of the 24 provinces its cities, the capital first; ?provincia= narrows them', async () => {
    const provinces = await options('/api/catalogs/provincias', anonymous);
    const cities = await options('/api/catalogs/ciudades');
    expect(provinces).toHaveLength(24);
    for (const province of provinces) {
      const own = cities.filter((city) => city.provincia === province.code);
      expect([province.name, own.length >= 3]).toEqual([province.name, true]);
    }
    expect(await options('/api/catalogs/ciudades?provincia=09')).toEqual(cities.filter((city) => city.provincia === '09'));
    expect((await options('/api/catalogs/ciudades?provincia=17'))[0]).toEqual({ code: 'quito', name: 'Quito', provincia: '17' });
    expect((await options('/api/catalogs/ciudades?provincia=01'))[0]).toEqual({ code: 'cuenca', name: 'Cuenca', provincia: '01' });
    expect(cities).toContainEqual({ code: 'banos-de-agua-santa', name: 'Baños de Agua Santa', provincia: '18' });
    const bad = await student.caller.get('/api/catalogs/ciudades?provincia=Pichincha');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      provincia: ['El campo provincia no debe tener más de 2 caracteres.', 'El formato del campo provincia no es válido.'],
    });
  });

  it('hides inactive items from selects', async () => {
    const admin = await adminAccount(testApp.app);
    expect((await options('/api/catalogs/generos')).map((item) => item.code)).toContain('otro');
    const { id } = await testApp.app.db
      .selectFrom('catalog_items')
      .select('id')
      .where('type', '=', 'generos')
      .where('code', '=', 'otro')
      .executeTakeFirstOrThrow();
    expect((await admin.caller.put(`/api/admin/catalogs/generos/${id}`, { active: false })).statusCode).toBe(200);
    expect((await options('/api/catalogs/generos')).map((item) => item.code)).not.toContain('otro');
  });

  it('keeps the options, and every change an administrator makes shows at the next read', async () => {
    const admin = await adminAccount(testApp.app);
    const code = `kichwa-${Date.now() % 100_000}`;
    const cityCode = `mindo-${Date.now() % 100_000}`;
    // Read once: kept from now on.
    expect(await options('/api/catalogs/idiomas')).not.toContainEqual(expect.objectContaining({ code }));
    expect(await options('/api/catalogs/ciudades?provincia=17')).not.toContainEqual(expect.objectContaining({ code: cityCode }));

    const created = await admin.caller.post('/api/admin/catalogs/idiomas', { code, name: 'Kichwa' });
    expect(created.statusCode).toBe(201);
    expect(await options('/api/catalogs/idiomas')).toContainEqual({ code, name: 'Kichwa' });

    const id = created.json().data.id as number;
    expect((await admin.caller.put(`/api/admin/catalogs/idiomas/${id}`, { name: 'Kichwa (Runa Shimi)' })).statusCode).toBe(200);
    expect(await options('/api/catalogs/idiomas')).toContainEqual({ code, name: 'Kichwa (Runa Shimi)' });

    expect((await admin.caller.delete(`/api/admin/catalogs/idiomas/${id}`)).statusCode).toBe(200);
    expect(await options('/api/catalogs/idiomas')).not.toContainEqual(expect.objectContaining({ code }));

    // Cities are kept per province.
    expect((await admin.caller.post('/api/admin/catalogs/ciudades', { code: cityCode, name: 'Mindo', provincia: '17' })).statusCode).toBe(
      201,
    );
    expect(await options('/api/catalogs/ciudades?provincia=17')).toContainEqual({ code: cityCode, name: 'Mindo', provincia: '17' });
  });
});

/** Two instances on one database and one Redis: a catalog changed through A shows on B at once. */
describe('the options kept across two instances (redis driver)', () => {
  let pair: InstancePair;

  beforeAll(async () => {
    pair = await startInstancePair();
  });

  afterAll(async () => {
    await pair?.close();
  });

  it('B shows a province that A added, though B had kept the list', async () => {
    const { a, b } = pair;
    const onB = new ApiCaller(b);
    const provinces = async () => (await onB.get('/api/catalogs/provincias')).json().data as Option[];
    expect(await provinces()).not.toContainEqual(expect.objectContaining({ code: '97' }));

    const heard = pair.heardOnB((control) => control.type === 'catalog');
    const admin = await adminAccount(a);
    expect((await admin.caller.post('/api/admin/catalogs/provincias', { code: '97', name: 'Provincia de prueba' })).statusCode).toBe(201);
    await heard;

    expect(await provinces()).toContainEqual({ code: '97', name: 'Provincia de prueba' });
  });
});

describe('the seeded catalog data', () => {
  it('uses lowercase ASCII slugs (two digits for provinces, ISO codes for countries), unique per type, with trimmed names', () => {
    for (const [type, items] of Object.entries(seedCatalogItems)) {
      const pattern = type === 'provincias' ? /^\d{2}$/ : type === 'paises' ? /^[A-Z]{2}$/ : /^[a-z0-9]+(-[a-z0-9]+)*$/;
      for (const item of items) {
        expect([type, item.code, pattern.test(item.code)]).toEqual([type, item.code, true]);
        expect(item.name).toBe(item.name.trim());
        expect(item.name.length).toBeLessThanOrEqual(120);
      }
      expect(new Set(items.map((item) => item.code)).size).toBe(items.length);
    }
  });

  it('names places with their accents', () => {
    const names = (type: 'provincias' | 'ciudades') => seedCatalogItems[type].map((item) => item.name);
    expect(names('provincias')).toEqual(
      expect.arrayContaining(['Bolívar', 'Cañar', 'Los Ríos', 'Manabí', 'Galápagos', 'Sucumbíos', 'Santo Domingo de los Tsáchilas']),
    );
    expect(names('ciudades')).toEqual(
      expect.arrayContaining(['Tulcán', 'Durán', 'Samborondón', 'Sangolquí', 'Píllaro', 'Nueva Loja', 'Puerto Baquerizo Moreno']),
    );
  });
});
