import {
  cvEntrySections,
  cvMessages,
  cvSections,
  type CvEntrySection,
  type MenuAction,
  type MenuTitle,
  ROLE_IDS,
  validationMessages,
} from '@portal/contracts';
import { cvSampleBodies } from '@portal/contracts/test-cases';
import { getCv } from '../src/services/cv-service.ts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { seededUniversity } from './helpers/cv.ts';
import { setMenuFlag } from './helpers/flags.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const invalid = 'Los datos proporcionados no son válidos.';
const notFound = { message: 'El registro no existe.' };
const forbidden = { message: 'No tiene permiso para realizar esta acción.' };

describe.each(testDialects())('the student CV on %s', (dialect) => {
  let testApp: TestApp;
  let samples: ReturnType<typeof cvSampleBodies>;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    samples = cvSampleBodies(await seededUniversity(testApp.app));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.app.db;
  const student = () => createAccount(testApp.app, { role: ROLE_IDS.student });
  const add = async (account: TestAccount, section: CvEntrySection, changes: object = {}) => {
    const response = await account.caller.post(`/api/cv/${section}`, { ...samples[section], ...changes });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number } & Record<string, unknown>;
  };
  const cvOf = async (account: TestAccount) => (await account.caller.get('/api/cv')).json().data;

  describe('GET /api/universities', () => {
    it('lists the active seeded universities in Spanish order, each with its province and careers', async () => {
      const response = await (await student()).caller.get('/api/universities');
      expect(response.statusCode).toBe(200);
      const universities = response.json().data as Array<{ nombre: string; siglas: string; carreras: Array<{ facultad: string }> }>;
      const names = universities.map((university) => university.nombre);
      expect(names).toHaveLength(10);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
      expect(universities.find((university) => university.siglas === 'ESPOL')).toMatchObject({
        nombre: 'Escuela Superior Politécnica del Litoral',
        tipo: 'publica',
        provincia: { code: '09', name: 'Guayas' },
        carreras: expect.arrayContaining([
          {
            id: expect.any(Number),
            nombre: 'Computación',
            facultad: 'Facultad de Ingeniería en Electricidad y Computación',
            horas_practicas_laborales: 240,
            horas_servicio_comunitario: 160,
          },
        ]),
      });
      expect(universities.every((university) => university.carreras.length >= 4)).toBe(true);
    });

    it('leaves out a deactivated university', async () => {
      await db().updateTable('universities').set({ activa: 0 }).where('siglas', '=', 'UTA').execute();
      try {
        const names = ((await (await student()).caller.get('/api/universities')).json().data as Array<{ siglas: string }>).map(
          (university) => university.siglas,
        );
        expect(names).toHaveLength(9);
        expect(names).not.toContain('UTA');
      } finally {
        await db().updateTable('universities').set({ activa: 1 }).where('siglas', '=', 'UTA').execute();
      }
    });
  });

  describe('completeness', () => {
    it('goes from 0 % with every section missing to 100 % as sections are filled, and back when one empties', async () => {
      const account = await student();
      expect(await cvOf(account)).toEqual({
        basic: null,
        photo_url: null,
        education_in: [],
        education_out: [],
        languages: [],
        computer: [],
        other: [],
        courses: [],
        work: [],
        extra: [],
        completeness: { percent: 0, missing: [...cvSections] },
        // What the basic section's form starts from before its first save.
        account: { email: account.email, dni: expect.any(String) },
      });

      expect((await account.caller.put('/api/cv/basic', samples.basic)).statusCode).toBe(200);
      expect((await cvOf(account)).completeness).toEqual({ percent: 11, missing: cvSections.slice(1) });

      const seen: number[] = [];
      const ids: Partial<Record<CvEntrySection, number>> = {};
      for (const section of cvEntrySections) {
        ids[section] = (await add(account, section)).id;
        seen.push((await cvOf(account)).completeness.percent);
      }
      expect(seen).toEqual([22, 33, 44, 56, 67, 78, 89, 100]);
      expect((await cvOf(account)).completeness.missing).toEqual([]);

      // A second entry changes nothing; removing the only one empties the section again.
      await add(account, 'work', { empresa: 'Banco Pichincha C.A.' });
      expect((await cvOf(account)).completeness.percent).toBe(100);
      expect((await account.caller.delete(`/api/cv/courses/${ids.courses}`)).statusCode).toBe(200);
      expect((await cvOf(account)).completeness).toEqual({ percent: 89, missing: ['courses'] });
    });
  });

  describe('the basic section', () => {
    it('is saved trimmed, answers catalogs with their names and the account’s dni, and is replaced by the next save', async () => {
      const account = await student();
      const dni = (await db().selectFrom('users').select('dni').where('id_us', '=', account.id).executeTakeFirstOrThrow()).dni;
      const response = await account.caller.put('/api/cv/basic', {
        ...samples.basic,
        nombres: '  María José ',
        telefono: '',
        perfil: '   ',
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Información personal guardada.' });
      expect(response.json().data).toEqual({
        ...samples.basic,
        dni,
        nombres: 'María José',
        telefono: null,
        perfil: null,
        genero: { code: 'femenino', name: 'Femenino' },
        estado_civil: { code: 'soltero', name: 'Soltero/a' },
        nacionalidad: { code: 'EC', name: 'Ecuador' },
        provincia: { code: '17', name: 'Pichincha' },
        ciudad: { code: 'quito', name: 'Quito' },
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });

      const again = await account.caller.put('/api/cv/basic', { ...samples.basic, provincia: '09', ciudad: 'guayaquil' });
      expect(again.statusCode).toBe(200);
      expect((await cvOf(account)).basic).toMatchObject({ provincia: { code: '09' }, ciudad: { code: 'guayaquil', name: 'Guayaquil' } });
      expect(await db().selectFrom('cv_basic').select('user_id').where('user_id', '=', account.id).execute()).toHaveLength(1);
    });

    it('makes the names the account’s name, seen in /api/user/me and announced as user.updated', async () => {
      const account = await student();
      const events: Array<{ userId: number }> = [];
      const stop = testApp.app.events.on('user.updated', (payload) => events.push(payload));
      try {
        const body = { ...samples.basic, nombres: ' Ana Lucía ', apellidos: 'Pérez Mora' };
        expect((await account.caller.put('/api/cv/basic', body)).statusCode).toBe(200);
        expect((await account.caller.get('/api/user/me')).json().data.user).toMatchObject({ name_us: 'Ana Lucía Pérez Mora' });
        expect(events).toEqual([{ userId: account.id, signedOut: false }]);
        // Saving the same names again changes nothing and announces nothing.
        expect((await account.caller.put('/api/cv/basic', body)).statusCode).toBe(200);
        expect(events).toHaveLength(1);
      } finally {
        stop();
      }
    });

    it('refuses a dni in the body: it is the account’s', async () => {
      const response = await (await student()).caller.put('/api/cv/basic', { ...samples.basic, dni: '1710034065' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ dni: ['El campo dni no está permitido.'] });
    });

    it('lists every missing field at once, each with the form’s message', async () => {
      const response = await (await student()).caller.put('/api/cv/basic', {});
      expect(response.statusCode).toBe(422);
      const required = ['nombres', 'apellidos', 'fecha_nacimiento', 'genero', 'estado_civil', 'nacionalidad', 'provincia', 'ciudad']
        .concat(['direccion', 'celular', 'email'])
        .map((field) => [field, [validationMessages.required]]);
      expect(response.json()).toEqual({ message: invalid, errors: Object.fromEntries(required) });
    });
  });

  describe('entries', () => {
    it('answer codes as {code, name} and the university as {id, nombre, siglas}; dated sections list the latest first', async () => {
      const account = await student();
      const education = await add(account, 'education-in');
      expect(education).toEqual({
        ...samples['education-in'],
        id: expect.any(Number),
        universidad: { id: samples['education-in'].universidad_id, nombre: 'Universidad Central del Ecuador', siglas: 'UCE' },
        universidad_id: undefined,
      });
      expect(await add(account, 'languages')).toMatchObject({
        idioma: { code: 'ingles', name: 'Inglés' },
        nivel_escrito: { code: 'avanzado' },
      });

      await add(account, 'work', { empresa: 'Primera', fecha_inicio: '2019-01-07', fecha_fin: '2019-12-20' });
      await add(account, 'work', { empresa: 'Actual', fecha_inicio: '2024-02-01', fecha_fin: null });
      await add(account, 'work', { empresa: 'Segunda', fecha_inicio: '2021-03-01', fecha_fin: '2023-01-31' });
      const page = (await account.caller.get('/api/cv/work?per_page=2')).json().data;
      expect(page).toMatchObject({ total: 3, page: 1, per_page: 2 });
      expect(page.items.map((entry: { empresa: string }) => entry.empresa)).toEqual(['Actual', 'Segunda']);
      expect((await cvOf(account)).work.map((entry: { empresa: string }) => entry.empresa)).toEqual(['Actual', 'Segunda', 'Primera']);
    });

    it('are the data getCv(db, userId) returns, for the PDF and the companies’ view', async () => {
      const account = await student();
      await account.caller.put('/api/cv/basic', samples.basic);
      for (const section of cvEntrySections) await add(account, section);
      const { account: own, ...cv } = await cvOf(account);
      expect(own).toEqual({ email: account.email, dni: cv.basic.dni });
      // getCv leaves the account out unless asked: a company's copy of the CV never carries it.
      expect(await getCv(db(), account.id)).toEqual(cv);
    });

    it('belong to their student: another one cannot read, change or delete them (404), and they stay as they were', async () => {
      const [owner, other] = [await student(), await student()];
      for (const section of cvEntrySections) {
        const entry = await add(owner, section);
        expect((await other.caller.get(`/api/cv/${section}`)).json().data).toMatchObject({ items: [], total: 0 });
        const change = await other.caller.put(`/api/cv/${section}/${entry.id}`, samples[section]);
        expect([change.statusCode, change.json()]).toEqual([404, notFound]);
        const removal = await other.caller.delete(`/api/cv/${section}/${entry.id}`);
        expect([removal.statusCode, removal.json()]).toEqual([404, notFound]);
        expect((await owner.caller.get(`/api/cv/${section}`)).json().data.items).toEqual([entry]);
      }
      expect((await cvOf(other)).completeness.percent).toBe(0);
    });

    it('answer 404 for an id that does not exist and 422 for one that is not an id', async () => {
      const account = await student();
      expect((await account.caller.delete('/api/cv/work/999999')).statusCode).toBe(404);
      for (const id of ['0', '-1', 'abc', '2147483648', '1.5']) {
        expect((await account.caller.put(`/api/cv/work/${id}`, samples.work)).statusCode).toBe(422);
      }
    });

    it('change nothing when refused: a 422 leaves the section as it was', async () => {
      const account = await student();
      const entry = await add(account, 'extra');
      const response = await account.caller.post('/api/cv/extra', { ...samples.extra, tipo: 'no-existe', fecha_fin: '2000-01-01' });
      expect(response.json()).toEqual({
        message: invalid,
        errors: { tipo: [validationMessages.option], fecha_fin: [cvMessages.dateOrder] },
      });
      const change = await account.caller.put(`/api/cv/extra/${entry.id}`, { ...samples.extra, actividad: 'Otra', organizacion: '' });
      expect(change.statusCode).toBe(422);
      expect((await account.caller.get('/api/cv/extra')).json().data.items).toEqual([entry]);
    });

    it('never answer 500 to values of the wrong kind', async () => {
      const account = await student();
      const bodies: unknown[] = [
        [],
        { ...samples.courses, desconocido: 1 },
        { ...samples.courses, horas: 1e20 },
        { ...samples.courses, horas: '40' },
        { ...samples.courses, nombre: { es: 'curso' } },
        { ...samples.courses, tipo: ['asistencia'] },
        { ...samples.courses, fecha: '2023-03-18T00:00:00Z' },
        { ...samples.courses, institucion: 'SENESCYT\u0000' },
      ];
      for (const body of bodies) expect((await account.caller.post('/api/cv/courses', body)).statusCode).toBe(422);
      expect((await account.caller.get('/api/cv/courses')).json().data.total).toBe(0);
    });
  });

  describe('checks that need the database', () => {
    it('one entry per language: a repeated one is refused on idioma, the entry itself may be saved again', async () => {
      const account = await student();
      const english = await add(account, 'languages', { idioma: 'ingles' });
      const french = await add(account, 'languages', { idioma: 'frances' });
      const repeated = await account.caller.post('/api/cv/languages', { ...samples.languages, idioma: 'ingles' });
      expect(repeated.json()).toEqual({ message: invalid, errors: { idioma: [cvMessages.languageRepeated] } });
      const renamed = await account.caller.put(`/api/cv/languages/${french.id}`, { ...samples.languages, idioma: 'ingles' });
      expect(renamed.json().errors).toEqual({ idioma: [cvMessages.languageRepeated] });
      expect(
        (await account.caller.put(`/api/cv/languages/${english.id}`, { ...samples.languages, nivel_hablado: 'nativo' })).statusCode,
      ).toBe(200);
      // Another student may hold the same language.
      await add(await student(), 'languages', { idioma: 'ingles' });
    });

    it('a career must be one of the chosen university’s', async () => {
      const account = await student();
      const response = await account.caller.post('/api/cv/education-in', { ...samples['education-in'], carrera: 'Oceanografía' });
      expect(response.json()).toEqual({ message: invalid, errors: { carrera: [cvMessages.career] } });
      const espol = await seededUniversity(testApp.app, 'ESPOL', 'Oceanografía');
      expect((await account.caller.post('/api/cv/education-in', { ...samples['education-in'], ...espol })).statusCode).toBe(201);
    });

    it('a deactivated catalog item or university is refused for new values, and kept where it was already stored', async () => {
      const account = await student();
      const kichwa = await add(account, 'languages', { idioma: 'kichwa' });
      const espe = await add(account, 'education-in', await seededUniversity(testApp.app, 'ESPE', 'Mecatrónica'));
      await db().updateTable('catalog_items').set({ active: 0 }).where('type', '=', 'idiomas').where('code', '=', 'kichwa').execute();
      await db().updateTable('universities').set({ activa: 0 }).where('siglas', '=', 'ESPE').execute();
      try {
        const other = await student();
        const refused = await other.caller.post('/api/cv/languages', { ...samples.languages, idioma: 'kichwa' });
        expect(refused.json().errors).toEqual({ idioma: [validationMessages.option] });
        const university = await seededUniversity(testApp.app, 'ESPE', 'Mecatrónica');
        const closed = await other.caller.post('/api/cv/education-in', { ...samples['education-in'], ...university });
        expect(closed.json().errors).toEqual({ universidad_id: [cvMessages.university] });

        const kept = await account.caller.put(`/api/cv/languages/${kichwa.id}`, {
          ...samples.languages,
          idioma: 'kichwa',
          certificado: null,
        });
        expect(kept.statusCode).toBe(200);
        expect(kept.json().data.idioma).toEqual({ code: 'kichwa', name: 'Kichwa' });
        const stays = await account.caller.put(`/api/cv/education-in/${espe.id}`, {
          ...samples['education-in'],
          ...university,
          semestre: 'Egresado',
        });
        expect(stays.statusCode).toBe(200);
      } finally {
        await db().updateTable('catalog_items').set({ active: 1 }).where('type', '=', 'idiomas').where('code', '=', 'kichwa').execute();
        await db().updateTable('universities').set({ activa: 1 }).where('siglas', '=', 'ESPE').execute();
      }
    });

    it('an item a CV stores is in use: the administrator’s delete deactivates it', async () => {
      const account = await student();
      await add(account, 'computer', { categoria: 'cad' });
      const admin = await adminAccount(testApp.app);
      const item = (await admin.caller.get('/api/admin/catalogs/categorias-informaticas?q=cad')).json().data.items[0];
      expect(item).toMatchObject({ code: 'cad', in_use: true });

      const response = await admin.caller.delete(`/api/admin/catalogs/categorias-informaticas/${item.id}`);
      expect(response.json().data).toMatchObject({ action: 'deactivated', item: { code: 'cad', active: false } });
      expect((await cvOf(account)).computer[0].categoria).toEqual({ code: 'cad', name: 'Diseño asistido (CAD)' });
      await db().updateTable('catalog_items').set({ active: 1 }).where('id', '=', item.id).execute();
    });
  });

  describe('flags and roles', () => {
    const setStudentFlag = (title: MenuTitle, action: MenuAction, value: 0 | 1) =>
      setMenuFlag(testApp.app, ROLE_IDS.student, title, action, value);

    it('with d switched off for main_courses a delete answers 403 and the entry stays; the other calls go on', async () => {
      const account = await student();
      const course = await add(account, 'courses');
      await setStudentFlag('main_courses', 'd', 0);
      try {
        const refused = await account.caller.delete(`/api/cv/courses/${course.id}`);
        expect([refused.statusCode, refused.json()]).toEqual([403, forbidden]);
        expect((await account.caller.get('/api/cv/courses')).json().data.items).toEqual([course]);
        expect((await account.caller.put(`/api/cv/courses/${course.id}`, { ...samples.courses, horas: 60 })).statusCode).toBe(200);
        await add(account, 'courses', { nombre: 'Excel avanzado' });
        const work = await add(account, 'work');
        expect((await account.caller.delete(`/api/cv/work/${work.id}`)).statusCode).toBe(200);
      } finally {
        await setStudentFlag('main_courses', 'd', 1);
      }
      expect((await account.caller.delete(`/api/cv/courses/${course.id}`)).statusCode).toBe(200);
    });

    it('a company or an administrator has no CV: 403 on every CV call', async () => {
      const callers = [await createAccount(testApp.app, { role: ROLE_IDS.company }), await adminAccount(testApp.app)];
      for (const { caller } of callers) {
        expect((await caller.get('/api/cv')).statusCode).toBe(403);
        expect((await caller.put('/api/cv/basic', samples.basic)).statusCode).toBe(403);
        for (const section of cvEntrySections) {
          expect((await caller.get(`/api/cv/${section}`)).statusCode).toBe(403);
          expect((await caller.post(`/api/cv/${section}`, samples[section])).statusCode).toBe(403);
        }
      }
      expect(
        await db()
          .selectFrom('cv_work')
          .select('id')
          .where(
            'user_id',
            'in',
            callers.map((account) => account.id),
          )
          .execute(),
      ).toEqual([]);
    });
  });
});
