import { catalogTypes, ROLE_IDS } from '@portal/contracts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

interface Item {
  id: number;
  code: string;
  name: string;
  order: number;
  active: boolean;
  in_use: boolean;
  provincia: string | null;
}

describe.each(testDialects())('catalog administration on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;
  let counter = 0;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    admin = await adminAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.app.db;
  const slug = (prefix: string) => `${prefix}-${Date.now() % 100_000}-${(counter += 1)}`;
  const create = async (type: string, body: Record<string, unknown>) => {
    const response = await admin.caller.post(`/api/admin/catalogs/${type}`, body);
    expect(response.statusCode).toBe(201);
    return response.json().data as Item;
  };
  const auditOf = (id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before_data', 'after_data'])
      .where('entity', '=', 'catalog_item')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute()
      .then((rows) =>
        rows.map((row) => ({ ...row, before: JSON.parse(row.before_data ?? 'null'), after: JSON.parse(row.after_data ?? 'null') })),
      );

  it('lists every catalog type in the contract order with its totals', async () => {
    const response = await admin.caller.get('/api/admin/catalogs');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as Array<{ type: string; total: number; active: number }>;
    expect(rows.map((row) => row.type)).toEqual([...catalogTypes]);
    expect(rows.find((row) => row.type === 'provincias')).toEqual({ type: 'provincias', total: 24, active: 24 });
    expect(rows.find((row) => row.type === 'niveles-idioma')).toEqual({ type: 'niveles-idioma', total: 4, active: 4 });
  });

  it('pages a type by order then name, with in_use and the province of each city', async () => {
    const first = (await admin.caller.get('/api/admin/catalogs/ciudades?per_page=3')).json().data;
    expect(first).toMatchObject({ total: expect.any(Number), page: 1, per_page: 3 });
    expect(first.total).toBeGreaterThan(150);
    // The seeded Universidad de Cuenca is in Cuenca: in use.
    expect(first.items).toEqual([
      { id: expect.any(Number), code: 'cuenca', name: 'Cuenca', order: 10, active: true, in_use: true, provincia: '01' },
      { id: expect.any(Number), code: 'gualaceo', name: 'Gualaceo', order: 20, active: true, in_use: false, provincia: '01' },
      { id: expect.any(Number), code: 'paute', name: 'Paute', order: 30, active: true, in_use: false, provincia: '01' },
    ]);
    const second = (await admin.caller.get('/api/admin/catalogs/ciudades?per_page=3&page=2')).json().data;
    expect(second.items.map((item: Item) => item.code)).toEqual(['sigsig', 'santa-isabel', 'giron']);

    // Pichincha holds cities: in use. A company profile stores its country (EC): in use; a
    // country no record stores is not.
    const provinces = (await admin.caller.get('/api/admin/catalogs/provincias?per_page=100')).json().data.items as Item[];
    expect(provinces.find((item) => item.code === '17')).toMatchObject({ name: 'Pichincha', in_use: true, provincia: null });
    await createAccount(testApp.app, { role: ROLE_IDS.company });
    expect((await admin.caller.get('/api/admin/catalogs/paises?q=ecuador')).json().data.items).toEqual([
      expect.objectContaining({ code: 'EC', in_use: true }),
    ]);
    expect((await admin.caller.get('/api/admin/catalogs/paises?q=japon')).json().data.items).toEqual([
      expect.objectContaining({ code: 'JP', name: 'Japón', in_use: false }),
    ]);
  });

  it('searches code and name regardless of accents and case, and filters by active', async () => {
    const names = async (query: string) =>
      ((await admin.caller.get(`/api/admin/catalogs/${query}`)).json().data.items as Item[]).map((item) => item.name);

    expect(await names('areas?q=tecnologia')).toEqual(['Tecnología de la información']);
    expect(await names('areas?q=TECNOLOGÍA')).toEqual(['Tecnología de la información']);
    expect(await names('provincias?q=manabi')).toEqual(['Manabí']);
    expect(await names('ciudades?q=banos')).toEqual(['Baños de Agua Santa']);
    expect(await names('tipos-contrato?q=medio-tiempo')).toEqual(['Medio tiempo']);
    // LIKE's wildcards are text, not patterns.
    expect(await names('idiomas?q=%25')).toEqual([]);

    const item = await create('generos', { code: slug('inactivo'), name: 'Género de prueba', active: false });
    expect(await names('generos?active=false')).toEqual(['Género de prueba']);
    expect(await names('generos?active=true')).not.toContain('Género de prueba');
    expect(item.active).toBe(false);
  });

  it('creates an item with defaults (after the last, active) and audits it', async () => {
    const code = slug('guarani');
    const item = await create('idiomas', { code, name: '  Guaraní  ' });
    const last = (await admin.caller.get('/api/admin/catalogs/idiomas?per_page=100')).json().data.items as Item[];
    expect(item).toEqual({
      id: expect.any(Number),
      code,
      name: 'Guaraní',
      order: last.at(-2)!.order + 10,
      active: true,
      in_use: false,
      provincia: null,
    });
    expect(last.at(-1)).toEqual(item);

    expect(await auditOf(item.id)).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'create',
        before: null,
        after: { type: 'idiomas', code, name: 'Guaraní', order: item.order, active: true, provincia: null },
      }),
    ]);
    // Selects see it at once.
    const options = (await admin.caller.get('/api/catalogs/idiomas')).json().data;
    expect(options).toContainEqual({ code, name: 'Guaraní' });
  });

  it('refuses bad fields with Spanish messages per field', async () => {
    const refuse = async (type: string, body: unknown) => {
      const response = await admin.caller.post(`/api/admin/catalogs/${type}`, body);
      expect(response.statusCode).toBe(422);
      return response.json();
    };

    expect(await refuse('idiomas', { code: 'Con Tilde-á', name: '   ' })).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: {
        code: ['El código admite solo letras minúsculas sin tildes, números y guiones, por ejemplo tiempo-completo.'],
        name: ['El campo name es obligatorio.'],
      },
    });
    expect((await refuse('idiomas', { code: '', name: '' })).errors).toEqual({
      code: ['El campo code es obligatorio.'],
      name: ['El campo name es obligatorio.'],
    });
    expect((await refuse('idiomas', { code: 'x'.repeat(41), name: 'n'.repeat(121), order: 10_000 })).errors).toEqual({
      code: ['El campo code no debe tener más de 40 caracteres.'],
      name: ['El campo name no debe tener más de 120 caracteres.'],
      order: ['El campo order no debe ser mayor que 9999.'],
    });
    expect((await refuse('provincias', { code: '7', name: 'Nueva' })).errors).toEqual({
      code: ['El código de una provincia son dos dígitos, por ejemplo 17.'],
    });
    expect((await refuse('paises', { code: 'ec', name: 'Minúsculas' })).errors).toEqual({
      code: ['El código de un país son dos letras mayúsculas (ISO 3166-1), por ejemplo EC.'],
    });
    expect((await refuse('ciudades', { code: slug('sin-provincia'), name: 'Sin provincia' })).errors).toEqual({
      provincia: ['El campo provincia es obligatorio para una ciudad.'],
    });
    expect((await refuse('ciudades', { code: slug('lejana'), name: 'Lejana', provincia: '99' })).errors).toEqual({
      provincia: ['La provincia seleccionada no existe.'],
    });
    expect((await refuse('areas', { code: slug('con-padre'), name: 'Con padre', provincia: '17' })).errors).toEqual({
      provincia: ['Solo las ciudades pertenecen a una provincia.'],
    });
    expect((await refuse('idiomas', { code: slug('extra'), name: 'Extra', color: 'rojo' })).errors).toEqual({
      color: ['El campo color no está permitido.'],
    });
  });

  it('refuses a duplicate code in the same type, and accepts it in another', async () => {
    const duplicate = await admin.caller.post('/api/admin/catalogs/idiomas', { code: 'ingles', name: 'Inglés otra vez' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ code: ['Ya existe un elemento con este código.'] });
    expect((await admin.caller.post('/api/admin/catalogs/areas', { code: 'kichwa', name: 'Área kichwa' })).statusCode).toBe(201);
  });

  it('adds a city to a province and lists it under that province', async () => {
    const code = slug('mindo');
    const city = await create('ciudades', { code, name: 'Mindo', provincia: '17', order: 85 });
    expect(city).toMatchObject({ code, name: 'Mindo', order: 85, provincia: '17' });
    const pichincha = (await admin.caller.get('/api/catalogs/ciudades?provincia=17')).json().data;
    expect(pichincha).toContainEqual({ code, name: 'Mindo', provincia: '17' });
    expect(pichincha.every((option: { provincia: string }) => option.provincia === '17')).toBe(true);
  });

  it('updates name, order, active and province; the code is immutable; audits before and after', async () => {
    const code = slug('quichua');
    const item = await create('idiomas', { code, name: 'Quichua' });

    const updated = await admin.caller.put(`/api/admin/catalogs/idiomas/${item.id}`, {
      code,
      name: 'Quichua serrano',
      order: 15,
      active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      message: 'Elemento guardado.',
      data: { ...item, name: 'Quichua serrano', order: 15, active: false },
    });

    const renamed = await admin.caller.put(`/api/admin/catalogs/idiomas/${item.id}`, { code: 'otro-codigo' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({
      code: ['El código no se puede cambiar: los registros que usan este elemento guardan su código.'],
    });
    const blank = await admin.caller.put(`/api/admin/catalogs/idiomas/${item.id}`, { name: '  ' });
    expect(blank.json().errors).toEqual({ name: ['El campo name es obligatorio.'] });
    const empty = await admin.caller.put(`/api/admin/catalogs/idiomas/${item.id}`, {});
    expect(empty.json().errors).toEqual({ body: ['Envíe al menos un campo.'] });

    const city = await create('ciudades', { code: slug('tumbaco'), name: 'Tumbaco', provincia: '17' });
    const moved = await admin.caller.put(`/api/admin/catalogs/ciudades/${city.id}`, { provincia: '09' });
    expect(moved.json().data.provincia).toBe('09');
    const orphan = await admin.caller.put(`/api/admin/catalogs/ciudades/${city.id}`, { provincia: null });
    expect(orphan.json().errors).toEqual({ provincia: ['El campo provincia es obligatorio para una ciudad.'] });

    const entries = await auditOf(item.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      actor_id: admin.id,
      before: { type: 'idiomas', code, name: 'Quichua', order: item.order, active: true, provincia: null },
      after: { type: 'idiomas', code, name: 'Quichua serrano', order: 15, active: false, provincia: null },
    });
    // The search follows the new name.
    const found = (await admin.caller.get('/api/admin/catalogs/idiomas?q=serrano')).json().data.items;
    expect(found.map((row: Item) => row.id)).toEqual([item.id]);
  });

  it('deletes an unused item and deactivates one in use, saying which, with audit entries', async () => {
    const unused = await create('idiomas', { code: slug('latin'), name: 'Latín' });
    const deleted = await admin.caller.delete(`/api/admin/catalogs/idiomas/${unused.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Elemento eliminado.', data: { action: 'deleted', item: unused } });
    expect(await db().selectFrom('catalog_items').select('id').where('id', '=', unused.id).execute()).toEqual([]);

    // A province with cities is in use.
    const province = await create('provincias', { code: '98', name: 'Provincia de prueba' });
    await create('ciudades', { code: slug('capital'), name: 'Capital de prueba', provincia: '98' });
    const deactivated = await admin.caller.delete(`/api/admin/catalogs/provincias/${province.id}`);
    expect(deactivated.json()).toEqual({
      message: 'El elemento está en uso: se desactivó en lugar de eliminarse.',
      data: { action: 'deactivated', item: { ...province, active: false, in_use: true } },
    });
    expect((await admin.caller.get('/api/catalogs/provincias')).json().data).not.toContainEqual({
      code: '98',
      name: 'Provincia de prueba',
    });

    expect((await auditOf(unused.id)).map((entry) => [entry.action, entry.before?.code, entry.after])).toEqual([
      ['create', undefined, expect.objectContaining({ code: unused.code })],
      ['delete', unused.code, null],
    ]);
    expect((await auditOf(province.id)).at(-1)).toMatchObject({
      action: 'deactivate',
      before: { code: '98', active: true },
      after: { code: '98', active: false },
    });
  });

  it('answers 404 for an unknown type, a missing item or another type’s id', async () => {
    const item = await create('modalidades', { code: slug('rotativo'), name: 'Rotativo' });
    const missing = { message: 'El elemento no existe en este catálogo.' };
    expect((await admin.caller.put(`/api/admin/catalogs/areas/${item.id}`, { name: 'X' })).json()).toEqual(missing);
    expect((await admin.caller.delete(`/api/admin/catalogs/areas/${item.id}`)).statusCode).toBe(404);
    expect((await admin.caller.put('/api/admin/catalogs/modalidades/2000000000', { name: 'X' })).statusCode).toBe(404);
    const unknown = await admin.caller.get('/api/admin/catalogs/usuarios');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'El catálogo no existe.' });
    expect((await admin.caller.post('/api/admin/catalogs/usuarios', { code: 'a', name: 'A' })).statusCode).toBe(404);
    // The item is still there, untouched.
    expect((await admin.caller.get('/api/admin/catalogs/modalidades?q=rotativo')).json().data.items).toEqual([item]);
  });

  it('caps per_page at 100 and rejects a bad active filter', async () => {
    const tooMany = await admin.caller.get('/api/admin/catalogs/ciudades?per_page=101');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ per_page: ['El campo per_page no debe ser mayor que 100.'] });
    const bad = await admin.caller.get('/api/admin/catalogs/ciudades?active=quizas');
    expect(bad.json().errors).toEqual({ active: ['El campo active debe ser verdadero o falso.'] });
    const page = (await admin.caller.get('/api/admin/catalogs/ciudades?per_page=100&page=2')).json().data;
    expect(page.items).toHaveLength(Math.min(100, page.total - 100));
  });
});
