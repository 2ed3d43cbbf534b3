import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo, demoAccounts } from '../src/db/seed/demo.ts';
import { seedDemoOffers } from '../src/db/seed/demo-offers.ts';
import { demoTutor, seedDemoPracticums } from '../src/db/seed/demo-practicums.ts';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from '../src/db/seed/first-admin.ts';
import { seedBase } from '../src/db/seed/seed-base.ts';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../src/auth/passwords.ts';
import { isoNow } from '../src/lib/time.ts';
import { type SeedMenu, seedMenus } from '../src/db/seed/access-data.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { Migrator } from 'kysely';
import { ApiCaller } from './helpers/api-caller.ts';
import { adminAccount } from './helpers/accounts.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './helpers/test-db.ts';

const seededMenuCount = (menus: SeedMenu[]): number => menus.reduce((count, menu) => count + 1 + seededMenuCount(menu.children ?? []), 0);

describe.each(testDialects())('seed on %s', (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });

  afterEach(async () => {
    await database?.drop();
  });

  const open = async () => {
    const handle = createDatabase({ databaseUrl: database.env.DATABASE_URL ?? null, sqliteFile: database.env.SQLITE_FILE ?? '' });
    await migrateToLatest(handle.db);
    return handle;
  };
  const counts = async (db: Awaited<ReturnType<typeof open>>['db']) => ({
    roles: (await db.selectFrom('roles').select('id_ro').execute()).length,
    menus: (await db.selectFrom('menus').select('id').execute()).length,
    flags: (await db.selectFrom('role_menus').select('menu_id').execute()).length,
    catalog: (await db.selectFrom('catalog_items').select('id').execute()).length,
    users: (await db.selectFrom('users').select('id_us').execute()).length,
    universities: (await db.selectFrom('universities').select('id').execute()).length,
    careers: (await db.selectFrom('university_careers').select('id').execute()).length,
  });

  it('creates roles 1–3, the menus and flags, the catalogs, and runs again without changes', async () => {
    const { db } = await open();
    const log = { info: jest.fn(), warn: jest.fn() };
    try {
      await seedBase(db, dialect, { email: 'jefa@test.local', password: 'Clave.Inicial.1' }, log, hashPassword);
      const first = await counts(db);
      await seedBase(db, dialect, { email: 'jefa@test.local', password: 'Clave.Inicial.1' }, log, hashPassword);

      expect(await counts(db)).toEqual(first);
      expect(first).toMatchObject({ roles: 4, menus: seededMenuCount(seedMenus), users: 1, universities: 10 });
      expect(first.careers).toBeGreaterThanOrEqual(60);
      expect(await db.selectFrom('roles').select(['id_ro', 'name_ro']).orderBy('id_ro').execute()).toEqual([
        { id_ro: 1, name_ro: 'Administrador' },
        { id_ro: 2, name_ro: 'Empresa' },
        { id_ro: 3, name_ro: 'Estudiante' },
        { id_ro: 4, name_ro: 'Tutor académico' },
      ]);
      expect(await db.selectFrom('catalog_items').select('code').where('type', '=', 'provincias').execute()).toHaveLength(24);
    } finally {
      await db.destroy();
    }
  });

  it('keeps what an administrator removed, and the next role gets id 4', async () => {
    const { db } = await open();
    const log = { info: jest.fn(), warn: jest.fn() };
    try {
      await seedBase(db, dialect, { email: null, password: null }, log, hashPassword);
      const universities = await db.selectFrom('menus').select('id').where('title', '=', 'universities').executeTakeFirstOrThrow();
      await db.deleteFrom('menus').where('id', '=', universities.id).execute();
      await db.updateTable('role_menus').set({ d: 0 }).where('role_id', '=', 3).execute();
      await db.deleteFrom('catalog_items').where('type', '=', 'idiomas').where('code', '=', 'japones').execute();
      await db.deleteFrom('universities').where('siglas', '=', 'UTA').execute();
      await db.updateTable('universities').set({ activa: 0 }).where('siglas', '=', 'UG').execute();
      await db
        .updateTable('catalog_items')
        .set({ name: 'Inglés (EE. UU.)' })
        .where('type', '=', 'idiomas')
        .where('code', '=', 'ingles')
        .execute();

      await seedBase(db, dialect, { email: null, password: null }, log, hashPassword);

      const languages = await db.selectFrom('catalog_items').select(['code', 'name']).where('type', '=', 'idiomas').execute();
      expect(languages.map((row) => row.code)).not.toContain('japones');
      expect(languages).toContainEqual({ code: 'ingles', name: 'Inglés (EE. UU.)' });
      expect(await db.selectFrom('universities').select('id').where('siglas', '=', 'UTA').execute()).toEqual([]);
      expect(await db.selectFrom('universities').select('activa').where('siglas', '=', 'UG').execute()).toEqual([{ activa: 0 }]);

      expect(await db.selectFrom('menus').select('id').where('title', '=', 'universities').execute()).toEqual([]);
      expect(await db.selectFrom('role_menus').select('d').where('role_id', '=', 3).where('d', '=', 1).execute()).toEqual([]);
      const role = await db
        .insertInto('roles')
        .values({ name_ro: 'Docente', created_at: isoNow(), updated_at: isoNow() })
        .returning('id_ro')
        .executeTakeFirstOrThrow();
      expect(role.id_ro).toBe(5);
    } finally {
      await db.destroy();
    }
  });

  it('gives a database seeded before the audit screen its menu item once, for administrators only', async () => {
    const { db } = await open();
    const log = { info: jest.fn(), warn: jest.fn() };
    try {
      await seedBase(db, dialect, { email: null, password: null }, log, hashPassword);
      // As the first access seed left it: no audit item, version 1.
      await db.deleteFrom('menus').where('title', '=', 'adm-audit').execute();
      // An item of version 1 an administrator deleted stays deleted when the install upgrades.
      await db.deleteFrom('menus').where('title', '=', 'catalogs').execute();
      await db.updateTable('app_meta').set({ value: '1' }).where('key', '=', 'seed.access').execute();

      await seedBase(db, dialect, { email: null, password: null }, log, hashPassword);

      const audit = await db
        .selectFrom('menus')
        .innerJoin('menus as parent', 'parent.id', 'menus.parent_id')
        .select(['menus.id', 'menus.path', 'parent.title as parent'])
        .where('menus.title', '=', 'adm-audit')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ path: '/admin/audit', parent: 'users' });
      expect(await db.selectFrom('menus').select('id').where('title', '=', 'catalogs').execute()).toEqual([]);
      expect(await db.selectFrom('role_menus').select(['role_id', 'c', 'u', 'd', 'x']).where('menu_id', '=', audit.id).execute()).toEqual([
        { role_id: 1, c: 0, u: 0, d: 0, x: 0 },
      ]);
      await db.deleteFrom('menus').where('id', '=', audit.id).execute();
      await seedBase(db, dialect, { email: null, password: null }, log, hashPassword);
      expect(await db.selectFrom('menus').select('id').where('title', '=', 'adm-audit').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('moves a role 4 an administrator made before the tutor role to the next id, with its users and flags', async () => {
    const handle = createDatabase({ databaseUrl: database.env.DATABASE_URL ?? null, sqliteFile: database.env.SQLITE_FILE ?? '' });
    const { db } = handle;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('2026_11_29_000001_verification_email')).error).toBeUndefined();
      await seedBase(
        db,
        dialect,
        { email: 'jefa@test.local', password: 'Clave.Inicial.1' },
        { info: jest.fn(), warn: jest.fn() },
        hashPassword,
      );
      await db.updateTable('app_meta').set({ value: '2' }).where('key', '=', 'seed.access').execute();
      // As an install of the day before: no tutor role, and an administrator's own role 4.
      await db.deleteFrom('roles').where('id_ro', '=', 4).execute();
      const now = isoNow();
      await db.insertInto('roles').values({ id_ro: 4, name_ro: 'Docente', created_at: now, updated_at: now }).execute();
      const audit = await db.selectFrom('menus').select('id').where('title', '=', 'adm-audit').executeTakeFirstOrThrow();
      await db.insertInto('role_menus').values({ role_id: 4, menu_id: audit.id, c: 0, u: 0, d: 0, x: 1 }).execute();
      await db.updateTable('users').set({ role_id: 4 }).where('email', '=', 'jefa@test.local').execute();

      await migrateToLatest(db);
      await seedBase(
        db,
        dialect,
        { email: 'jefa@test.local', password: 'Clave.Inicial.1' },
        { info: jest.fn(), warn: jest.fn() },
        hashPassword,
      );

      expect(await db.selectFrom('roles').select(['id_ro', 'name_ro']).where('id_ro', '>=', 4).orderBy('id_ro').execute()).toEqual([
        { id_ro: 4, name_ro: 'Tutor académico' },
        { id_ro: 5, name_ro: 'Docente' },
      ]);
      expect(await db.selectFrom('users').select('role_id').where('email', '=', 'jefa@test.local').executeTakeFirstOrThrow()).toEqual({
        role_id: 5,
      });
      expect(
        await db.selectFrom('role_menus').select(['role_id', 'x']).where('menu_id', '=', audit.id).orderBy('role_id').execute(),
      ).toEqual([
        { role_id: 1, x: 0 },
        { role_id: 5, x: 1 },
      ]);
      const next = await db
        .insertInto('roles')
        .values({ name_ro: 'Coordinación', created_at: now, updated_at: now })
        .returning('id_ro')
        .executeTakeFirstOrThrow();
      expect(next.id_ro).toBe(6);
    } finally {
      await db.destroy();
    }
  });

  it('on an empty database without ADMIN_PASSWORD, creates an administrator with a generated password logged once', async () => {
    const { db } = await open();
    const log = { info: jest.fn(), warn: jest.fn() };
    try {
      await seedBase(db, dialect, { email: null, password: null }, log, hashPassword);
      await seedBase(db, dialect, { email: null, password: null }, log, hashPassword);

      expect(log.warn).toHaveBeenCalledTimes(1);
      const [line] = log.warn.mock.calls[0]!;
      const password = /contraseña (\S+)/.exec(line)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(20);
      const admin = await db
        .selectFrom('users')
        .select(['role_id', 'password_hash', 'email_verified_at'])
        .where('email', '=', DEFAULT_ADMIN_EMAIL)
        .executeTakeFirstOrThrow();
      expect(admin.role_id).toBe(1);
      expect(admin.email_verified_at).toBeTruthy();
      expect(await verifyPassword(admin.password_hash, password)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('never creates a generated administrator on a database that has users', async () => {
    const { db } = await open();
    const log = { info: jest.fn(), warn: jest.fn() };
    try {
      await seedBase(db, dialect, { email: 'jefa@test.local', password: 'Clave.Inicial.1' }, log, hashPassword);
      await ensureFirstAdmin(db, { email: null, password: null }, log, hashPassword);
      expect(log.warn).not.toHaveBeenCalled();
      expect((await counts(db)).users).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it('hashes passwords with argon2id, m=19456, t=2, p=1', async () => {
    const { db } = await open();
    try {
      await seedBase(
        db,
        dialect,
        { email: 'jefa@test.local', password: 'Clave.Inicial.1' },
        { info: jest.fn(), warn: jest.fn() },
        hashPassword,
      );
      const { password_hash } = await db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
      expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    } finally {
      await db.destroy();
    }
  });

  it('seed:demo adds an approved company and a verified student with a partly filled CV, who can sign in, once', async () => {
    const app = await buildApp(testConfig(database.env));
    try {
      await seedDemo(app.db, hashPassword);
      await seedDemo(app.db, hashPassword);

      for (const account of Object.values(demoAccounts)) {
        const response = await new ApiCaller(app).post('/api/user/login', { email: account.email, password: account.password });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.user.role.id_ro).toBe(account.role);
      }
      // The demo student's CV is partly filled, with values the CV's own rules accept.
      const student = new ApiCaller(app);
      const login = await student.post('/api/user/login', { email: demoAccounts.student.email, password: demoAccounts.student.password });
      student.token = login.json().data.token;
      const cv = (await student.get('/api/cv')).json().data;
      expect(cv.completeness).toEqual({ percent: 44, missing: ['education-out', 'computer', 'other', 'courses', 'extra'] });
      expect(cv.basic).toMatchObject({ nombres: 'Valeria', dni: '1710034065', ciudad: { code: 'quito', name: 'Quito' } });
      expect(cv.education_in[0].universidad).toMatchObject({ siglas: 'UCE' });
      const codes = Object.fromEntries(Object.entries(cv.basic).map(([key, value]) => [key, (value as { code?: string })?.code ?? value]));
      const { dni: _dni, updated_at: _updatedAt, ...basic } = codes;
      expect((await student.put('/api/cv/basic', basic)).statusCode).toBe(200);
      for (const entry of cv.languages) {
        const { id, ...fields } = entry as Record<string, { code?: string } | string | number | null>;
        const body = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, (value as { code?: string })?.code ?? value]));
        expect((await student.put(`/api/cv/languages/${id}`, body)).statusCode).toBe(200);
      }

      const admin = await adminAccount(app);
      const companies = (await admin.caller.get('/api/admin/users?role_id=2')).json().data.items;
      expect(companies).toHaveLength(1);
      expect((await admin.caller.get(`/api/admin/users/${companies[0].id_us}`)).json().data.company.status).toBe('aprobada');
      // Graduate follow-up: a closed survey whose report has figures for one career and a suppressed row for the other.
      const report = (await admin.caller.get('/api/admin/follow-up')).json().data.items as Array<Record<string, unknown>>;
      expect(report.find((row) => row.carrera === 'Computación' && row.cohorte === 2024)).toMatchObject({
        graduados: 6,
        respuestas: 5,
        tasa_empleo: 0.8,
        suprimido: false,
      });
      expect(report.find((row) => row.carrera === 'Ingeniería Civil' && row.cohorte === 2023)).toMatchObject({
        graduados: 3,
        respuestas: 3,
        tasa_empleo: null,
        suprimido: true,
      });
    } finally {
      await app.close();
    }
  });

  it('seed:demo adds a tutor, a vigente convenio and a practicum in progress that each side reads, once', async () => {
    const app = await buildApp(testConfig(database.env));
    try {
      await seedDemo(app.db, hashPassword);
      const emails = { company: demoAccounts.company.email, student: demoAccounts.student.email };
      expect(await seedDemoPracticums(app.db, hashPassword, emails)).toEqual(['tutor', 'convenio', 'práctica']);
      expect(await seedDemoPracticums(app.db, hashPassword, emails)).toEqual([]);
      const signIn = async (account: { email: string; password: string }) =>
        new ApiCaller(
          app,
          (await new ApiCaller(app).post('/api/user/login', { email: account.email, password: account.password })).json().data.token,
        );
      const practicas = (await (await signIn(demoAccounts.student)).get('/api/practicas')).json().data.items;
      expect(practicas).toEqual([expect.objectContaining({ estado: 'en_curso', horas_aprobadas: 14, horas_pendientes: 5 })]);
      const tutees = (await (await signIn(demoTutor)).get('/api/tutor/practicas')).json().data.items;
      expect(tutees).toHaveLength(1);
      const convenios = (await (await signIn(demoAccounts.company)).get('/api/company/convenios')).json().data.items;
      expect(convenios).toEqual([expect.objectContaining({ estado: 'vigente' })]);
    } finally {
      await app.close();
    }
  });

  it('seed:demo gives the demo company a draft, open and closed offers, and the demo student an application, once', async () => {
    const app = await buildApp(testConfig(database.env));
    try {
      await seedDemo(app.db, hashPassword);
      const emails = { company: demoAccounts.company.email, student: demoAccounts.student.email };
      expect(await seedDemoOffers(app.db, emails)).toBe(4);
      expect(await seedDemoOffers(app.db, emails)).toBe(0);

      const signIn = async (account: { email: string; password: string }) =>
        new ApiCaller(
          app,
          (await new ApiCaller(app).post('/api/user/login', { email: account.email, password: account.password })).json().data.token,
        );
      const company = await signIn(demoAccounts.company);
      const offers = (await company.get('/api/company/offers')).json().data.items as Array<{
        status: string;
        applicants: { total: number };
      }>;
      expect(offers.map((offer) => offer.status).sort()).toEqual(['borrador', 'cerrada', 'publicada', 'publicada']);
      expect(offers.reduce((sum, offer) => sum + offer.applicants.total, 0)).toBe(1);
      const student = await signIn(demoAccounts.student);
      expect((await student.get('/api/offers')).json().data.total).toBe(2);
      expect((await student.get('/api/applications')).json().data.items).toEqual([
        expect.objectContaining({ status: 'postulado', offer: expect.objectContaining({ titulo: 'Desarrollador web junior' }) }),
      ]);
    } finally {
      await app.close();
    }
  });
});
