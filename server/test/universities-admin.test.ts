import { ROLE_IDS } from '@portal/contracts';
import { cvSampleBodies } from '@portal/contracts/test-cases';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { setMenuFlag } from './helpers/flags.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const newUniversity = (nombre: string) => ({
  nombre,
  siglas: 'UPT',
  tipo: 'privada',
  provincia: '09',
  ciudad: 'guayaquil',
  web: 'https://www.upt.edu.ec',
});

describe.each(testDialects())('universities administration on %s', (dialect) => {
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
  const uniqueName = (prefix = 'Universidad de Pruebas') => `${prefix} ${Date.now()}${(counter += 1)}`;
  const create = async (nombre = uniqueName()) => {
    const response = await admin.caller.post('/api/admin/universities', newUniversity(nombre));
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; nombre: string };
  };
  const addCareer = async (universityId: number, nombre: string, facultad = 'Facultad de Ingeniería') => {
    const response = await admin.caller.post(`/api/admin/universities/${universityId}/careers`, { nombre, facultad });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number };
  };
  /** A student whose CV names that university and career. */
  const studentNaming = async (universityId: number, carrera: string) => {
    const student = await createAccount(testApp.app);
    const body = cvSampleBodies({ universidad_id: universityId, facultad: 'Facultad de Ingeniería', carrera })['education-in'];
    const response = await student.caller.post('/api/cv/education-in', body);
    expect(response.statusCode).toBe(201);
    return { student, entryId: response.json().data.id as number, body };
  };
  const auditOf = async (entity: string, entityId: number) =>
    (
      await db()
        .selectFrom('audit_log')
        .select(['action', 'before_data', 'after_data', 'actor_id'])
        .where('entity', '=', entity)
        .where('entity_id', '=', String(entityId))
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, before_data: JSON.parse(row.before_data ?? 'null'), after_data: JSON.parse(row.after_data ?? 'null') }));
  const studentOptions = async (student: TestAccount) =>
    (await student.caller.get('/api/universities')).json().data as Array<{ id: number; carreras: Array<{ nombre: string }> }>;

  it('creates a university with its place by name, lists it and audits it', async () => {
    const nombre = uniqueName('Universidad Politécnica');
    const response = await admin.caller.post('/api/admin/universities', { ...newUniversity(`  ${nombre}  `), web: '' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Universidad guardada.',
      data: expect.objectContaining({
        nombre,
        siglas: 'UPT',
        tipo: 'privada',
        provincia: { code: '09', name: 'Guayas' },
        ciudad: { code: 'guayaquil', name: 'Guayaquil' },
        web: null,
        activa: true,
        in_use: false,
        carreras_total: 0,
        carreras: [],
      }),
    });
    const { id } = response.json().data;
    expect(await auditOf('university', id)).toEqual([
      {
        action: 'create',
        actor_id: admin.id,
        before_data: null,
        after_data: { nombre, siglas: 'UPT', tipo: 'privada', provincia: '09', ciudad: 'guayaquil', web: null, activa: true },
      },
    ]);
    const search = (await admin.caller.get(`/api/admin/universities?q=${encodeURIComponent('POLITECNICA')}&per_page=100`)).json().data;
    expect(search.items.map((item: { id: number }) => item.id)).toContain(id);
  });

  it('lists the seeded universities in Spanish order, filters by state, pages, and searches initials', async () => {
    const all = (await admin.caller.get('/api/admin/universities?per_page=100')).json().data;
    const names = all.items.map((item: { nombre: string }) => item.nombre);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base', numeric: true }).compare));
    expect(all.items.find((item: { siglas: string }) => item.siglas === 'UCE')).toMatchObject({
      provincia: { code: '17', name: 'Pichincha' },
      carreras_total: expect.any(Number),
    });

    const page2 = (await admin.caller.get('/api/admin/universities?per_page=3&page=2')).json().data;
    expect(page2).toMatchObject({ total: all.total, page: 2, per_page: 3 });
    expect(page2.items.map((item: { nombre: string }) => item.nombre)).toEqual(names.slice(3, 6));
    expect((await admin.caller.get('/api/admin/universities?q=espol')).json().data.items).toEqual([
      expect.objectContaining({ siglas: 'ESPOL' }),
    ]);

    const hidden = await create();
    await admin.caller.put(`/api/admin/universities/${hidden.id}`, { activa: false });
    const inactive = (await admin.caller.get('/api/admin/universities?activa=false&per_page=100')).json().data.items;
    const active = (await admin.caller.get('/api/admin/universities?activa=true&per_page=100')).json().data.items;
    expect(inactive.map((item: { id: number }) => item.id)).toContain(hidden.id);
    expect(active.map((item: { id: number }) => item.id)).not.toContain(hidden.id);
  });

  it('answers 422 with Spanish messages on each field, and saves nothing', async () => {
    const before = (await admin.caller.get('/api/admin/universities')).json().data.total;
    const blank = await admin.caller.post('/api/admin/universities', {
      nombre: ' ',
      siglas: '-',
      tipo: 'estatal',
      provincia: '99',
      ciudad: 'Quito Norte',
      web: 'upt.edu.ec',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      nombre: ['El campo es obligatorio.'],
      siglas: ['El formato del campo no es válido.'],
      tipo: ['Seleccione una opción de la lista.'],
      provincia: ['Seleccione una provincia de Ecuador.'],
      ciudad: ['Seleccione una opción de la lista.'],
      web: ["El campo no debe ser una url válida 'http://'."],
    });

    const wrongCity = await admin.caller.post('/api/admin/universities', { ...newUniversity(uniqueName()), ciudad: 'quito' });
    expect(wrongCity.json().errors).toEqual({ ciudad: ['Seleccione una ciudad de la provincia elegida.'] });

    const existing = await create();
    const sameName = await admin.caller.post('/api/admin/universities', newUniversity(existing.nombre.toUpperCase()));
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json().errors).toEqual({ nombre: ['Ya existe una universidad con este nombre.'] });

    for (const body of [{}, { nombre: 'x'.repeat(201) }, { nombre: 5 }, { activa: 'si' }, { otro: 1 }]) {
      expect((await admin.caller.put(`/api/admin/universities/${existing.id}`, body)).statusCode).toBe(422);
    }
    expect((await admin.caller.get('/api/admin/universities')).json().data.total).toBe(before + 1);
    expect((await admin.caller.get('/api/admin/universities/99999999999')).statusCode).toBe(422);
    expect((await admin.caller.get('/api/admin/universities/2147483647')).statusCode).toBe(404);
  });

  it('changes a university, checking a new province against the stored city', async () => {
    const university = await create();
    const moved = await admin.caller.put(`/api/admin/universities/${university.id}`, { provincia: '17' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ ciudad: ['Seleccione una ciudad de la provincia elegida.'] });

    const changed = await admin.caller.put(`/api/admin/universities/${university.id}`, {
      provincia: '17',
      ciudad: 'quito',
      siglas: 'UPQ',
      web: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ provincia: { code: '17' }, ciudad: { code: 'quito' }, siglas: 'UPQ', web: null });
    const [, update] = await auditOf('university', university.id);
    expect(update).toMatchObject({
      action: 'update',
      before_data: { provincia: '09', ciudad: 'guayaquil', siglas: 'UPT' },
      after_data: { provincia: '17', ciudad: 'quito', siglas: 'UPQ' },
    });
  });

  it('edits careers inline: add, rename, refuse a repeated name, delete an unused one', async () => {
    const university = await create();
    const career = await addCareer(university.id, 'Ingenieria Civil');
    await addCareer(university.id, 'Arquitectura', 'Facultad de Arquitectura');

    const repeated = await admin.caller.post(`/api/admin/universities/${university.id}/careers`, {
      nombre: 'ARQUITECTURA',
      facultad: 'Otra',
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors).toEqual({ nombre: ['Esta universidad ya tiene una carrera con este nombre.'] });
    const tooShort = await admin.caller.post(`/api/admin/universities/${university.id}/careers`, { nombre: 'A', facultad: '' });
    expect(tooShort.json().errors).toEqual({
      nombre: ['El campo debe ser de almenos 2 caracteres.'],
      facultad: ['El campo es obligatorio.'],
    });

    const renamed = await admin.caller.put(`/api/admin/universities/${university.id}/careers/${career.id}`, { nombre: 'Ingeniería Civil' });
    expect(renamed.json()).toEqual({
      message: 'Carrera guardada.',
      data: {
        id: career.id,
        nombre: 'Ingeniería Civil',
        facultad: 'Facultad de Ingeniería',
        activa: true,
        in_use: false,
        horas_practicas_laborales: 240,
        horas_servicio_comunitario: 160,
      },
    });
    const detail = (await admin.caller.get(`/api/admin/universities/${university.id}`)).json().data;
    expect(detail.carreras.map((item: { nombre: string }) => item.nombre)).toEqual(['Arquitectura', 'Ingeniería Civil']);
    expect(detail.carreras_total).toBe(2);

    const deleted = await admin.caller.delete(`/api/admin/universities/${university.id}/careers/${career.id}`);
    expect(deleted.json()).toMatchObject({ message: 'Carrera eliminada.', data: { action: 'deleted' } });
    expect((await auditOf('career', career.id)).map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('another university’s career is not found through this one', async () => {
    const [first, second] = [await create(), await create()];
    const career = await addCareer(first.id, 'Economía');
    expect((await admin.caller.put(`/api/admin/universities/${second.id}/careers/${career.id}`, { nombre: 'Otra' })).statusCode).toBe(404);
    expect((await admin.caller.delete(`/api/admin/universities/${second.id}/careers/${career.id}`)).statusCode).toBe(404);
    expect((await admin.caller.post('/api/admin/universities/2147483647/careers', { nombre: 'Xx', facultad: 'Yy' })).statusCode).toBe(404);
  });

  it('deactivates a university or career a CV names: gone from the selects, kept on the CV, which can still be saved', async () => {
    const university = await create();
    await addCareer(university.id, 'Software');
    const unused = await addCareer(university.id, 'Telemática');
    const { student, entryId, body } = await studentNaming(university.id, 'Software');
    const named = (await admin.caller.get(`/api/admin/universities/${university.id}`)).json().data;
    expect(named.in_use).toBe(true);
    expect(named.carreras.map((career: { nombre: string; in_use: boolean }) => [career.nombre, career.in_use])).toEqual([
      ['Software', true],
      ['Telemática', false],
    ]);

    const software = named.carreras[0].id;
    const careerGone = await admin.caller.delete(`/api/admin/universities/${university.id}/careers/${software}`);
    expect(careerGone.json()).toMatchObject({
      message: 'La carrera figura en hojas de vida: se desactivó en lugar de eliminarse.',
      data: { action: 'deactivated', career: { activa: false, in_use: true } },
    });
    const options = await studentOptions(student);
    expect(options.find((option) => option.id === university.id)!.carreras.map((career) => career.nombre)).toEqual(['Telemática']);
    // The entry keeps its career and can be saved as it is; a new entry cannot pick it.
    expect((await student.caller.put(`/api/cv/education-in/${entryId}`, { ...body, semestre: '8.º semestre' })).statusCode).toBe(200);
    const fresh = await student.caller.post('/api/cv/education-in', { ...body, fecha_inicio: '2018-01-08' });
    expect(fresh.json().errors).toEqual({ carrera: ['Seleccione una carrera de la universidad elegida.'] });

    const universityGone = await admin.caller.delete(`/api/admin/universities/${university.id}`);
    expect(universityGone.json()).toMatchObject({
      message: 'La universidad figura en hojas de vida: se desactivó en lugar de eliminarse.',
      data: { action: 'deactivated', university: { activa: false, in_use: true } },
    });
    expect((await studentOptions(student)).map((option) => option.id)).not.toContain(university.id);
    const cv = (await student.caller.get('/api/cv')).json().data;
    expect(cv.education_in).toEqual([
      expect.objectContaining({ universidad: expect.objectContaining({ id: university.id }), carrera: 'Software' }),
    ]);
    expect((await db().selectFrom('university_careers').select('id').where('id', '=', unused.id).execute()).length).toBe(1);
    expect((await auditOf('university', university.id)).map((entry) => entry.action)).toEqual(['create', 'deactivate']);
  });

  it('renaming a career a CV names renames it on that CV', async () => {
    const university = await create();
    const career = await addCareer(university.id, 'Sistemas');
    const { student } = await studentNaming(university.id, 'Sistemas');

    await admin.caller.put(`/api/admin/universities/${university.id}/careers/${career.id}`, { nombre: 'Sistemas de Información' });

    expect((await student.caller.get('/api/cv')).json().data.education_in[0].carrera).toBe('Sistemas de Información');
    const [, update] = await auditOf('career', career.id);
    expect(update!.after_data).toMatchObject({ nombre: 'Sistemas de Información', cv_entries_renamed: 1 });
  });

  it('deletes an unused university with its careers', async () => {
    const university = await create();
    const career = await addCareer(university.id, 'Derecho', 'Facultad de Jurisprudencia');
    const deleted = await admin.caller.delete(`/api/admin/universities/${university.id}`);
    expect(deleted.json()).toMatchObject({
      message: 'Universidad eliminada.',
      data: { action: 'deleted', university: { id: university.id } },
    });
    expect((await admin.caller.get(`/api/admin/universities/${university.id}`)).statusCode).toBe(404);
    expect(await db().selectFrom('university_careers').select('id').where('id', '=', career.id).execute()).toEqual([]);
    expect((await auditOf('university', university.id)).at(-1)).toMatchObject({ action: 'delete', before_data: { carreras: ['Derecho'] } });
  });

  it('follows the flags: d off refuses deleting at once, companies and students are refused', async () => {
    const university = await create();
    await setMenuFlag(testApp.app, ROLE_IDS.admin, 'universities', 'd', 0);
    try {
      expect((await admin.caller.delete(`/api/admin/universities/${university.id}`)).statusCode).toBe(403);
      expect((await admin.caller.put(`/api/admin/universities/${university.id}`, { siglas: 'OK' })).statusCode).toBe(200);
    } finally {
      await setMenuFlag(testApp.app, ROLE_IDS.admin, 'universities', 'd', 1);
    }
    for (const role of [ROLE_IDS.company, ROLE_IDS.student]) {
      const caller = (await createAccount(testApp.app, { role })).caller;
      expect((await caller.get('/api/admin/universities')).statusCode).toBe(403);
      expect((await caller.post('/api/admin/universities', newUniversity(uniqueName()))).statusCode).toBe(403);
    }
  });
});
