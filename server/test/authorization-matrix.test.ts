import { issueAccessToken } from '../src/auth/access-tokens.ts';
import { sha256Hex } from '../src/auth/secrets.ts';
import { savePhotoRow } from '../src/db/repositories/cv-photos.ts';
import { insertPasswordResetToken } from '../src/db/repositories/password-reset-tokens.ts';
import { cvEntrySections, cvSectionTitle, type MenuAction, type MenuTitle, ROLE_IDS } from '@portal/contracts';
import { cvSampleBodies } from '@portal/contracts/test-cases';
import { cvTables } from '../src/db/repositories/cv-tables.ts';
import { seedGrants } from '../src/db/seed/access-data.ts';
import { isoIn, isoNow } from '../src/lib/time.ts';
import { type AuthRequirement, describeAuth } from '../src/plugins/auth.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { photoForm, pngImage } from './helpers/images.ts';
import {
  adminAccount,
  createAccount,
  relaxThrottle,
  storeVerificationLink,
  TEST_PASSWORD,
  type TestAccount,
  uniqueCedula,
  uniqueEmail,
} from './helpers/accounts.ts';
import { draftOffer, offerBody, publishedOffer } from './helpers/offers.ts';
import { startTestApp, testAdmin, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';
import { seededUniversity } from './helpers/cv.ts';
import { announceRoleChange, setMenuFlag } from './helpers/flags.ts';

type CallerName = 'anonymous' | 'student' | 'company' | 'admin';
const callerRoles: Record<Exclude<CallerName, 'anonymous'>, number> = {
  student: ROLE_IDS.student,
  company: ROLE_IDS.company,
  admin: ROLE_IDS.admin,
};

interface Call {
  url: string;
  payload?: unknown;
  /** The call ends the caller's session (logout): give it a token of its own. */
  freshToken?: boolean;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the OpenAPI document names it. */
  path: string;
  auth: AuthRequirement;
  ok: 200 | 201;
  /** The call `caller` makes (most calls are the same for every caller). */
  call: (caller: CallerName) => Promise<Call>;
  /** What ownership decides beyond the flags (another user's record is 404, API.md). */
  overrides?: Partial<Record<CallerName, number>>;
}

/** What a caller with this role should get from a route declaring `auth`, per the seeded flags. */
function expectedStatus(auth: AuthRequirement, caller: CallerName, ok: number): number {
  if (auth === 'public') return ok;
  if (caller === 'anonymous') return 401;
  if (auth === 'authenticated') return ok;
  const letters = seedGrants[callerRoles[caller]]?.[auth.menu];
  if (letters === undefined) return 403;
  return !auth.action || letters.includes(auth.action) ? ok : 403;
}

describe.each(testDialects())('authorization matrix on %s', (dialect) => {
  let testApp: TestApp;
  const accounts: Partial<Record<CallerName, TestAccount>> = {};
  const bodies: string[] = [];
  let counter = 0;
  let cvBodies: ReturnType<typeof cvSampleBodies>;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect, env: { ENABLE_TEST_ROUTES: '1' }, configure: relaxThrottle });
    accounts.student = await createAccount(testApp.app, { role: ROLE_IDS.student });
    accounts.company = await createAccount(testApp.app, { role: ROLE_IDS.company });
    accounts.admin = await adminAccount(testApp.app);
    cvBodies = cvSampleBodies(await seededUniversity(testApp.app));
    // Publishing needs an approved company.
    await db().updateTable('company_profiles').set({ status: 'aprobada' }).where('user_id', '=', accounts.company.id).execute();
    // The privacy notice the matrix publishes must not gate the callers before they accept it (their own row).
    await db().updateTable('users').set({ privacy_version: 1_000_000 }).execute();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.app.db;
  const unique = () => `${Date.now()}${(counter += 1)}`;
  const freshUser = async (options: Parameters<typeof createAccount>[1] = {}) => (await createAccount(testApp.app, options)).id;
  const freshRole = async () =>
    (
      await db()
        .insertInto('roles')
        .values({ name_ro: `Rol ${unique()}`, created_at: isoNow(), updated_at: isoNow() })
        .returning('id_ro')
        .executeTakeFirstOrThrow()
    ).id_ro;
  const freshMenu = async () =>
    (
      await db()
        .insertInto('menus')
        .values({
          title: `m${unique()}`,
          name: null,
          path: null,
          icon_set: null,
          icon_name: null,
          parent_id: null,
          sort_order: 1,
          created_at: isoNow(),
          updated_at: isoNow(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const freshGrant = async () => {
    const [role, menu] = [await freshRole(), await freshMenu()];
    await db().insertInto('role_menus').values({ role_id: role, menu_id: menu, c: 1, u: 1, d: 1, x: 1 }).execute();
    return { role, menu };
  };
  const freshVerificationHash = async () => {
    const user = await createAccount(testApp.app, { verified: false });
    return storeVerificationLink(testApp.app, user.id, user.email, `secret${unique()}`.padEnd(43, 'x'));
  };
  const freshResetHash = async () => {
    const secret = `reset${unique()}`.padEnd(43, 'x');
    await insertPasswordResetToken(db(), {
      user_id: await freshUser(),
      token_hash: sha256Hex(secret),
      created_at: isoNow(),
      expires_at: isoIn(3600),
    });
    return secret;
  };
  const freshCatalogItem = async () =>
    (
      await db()
        .insertInto('catalog_items')
        .values({
          type: 'idiomas',
          code: `prueba-${unique()}`,
          name: 'Prueba',
          sort_order: 5000,
          active: 1,
          parent_code: null,
          search_text: 'prueba',
          created_at: isoNow(),
          updated_at: isoNow(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  /** The student's section emptied first, so a sample body never repeats a language. */
  const clearCvSection = (section: (typeof cvEntrySections)[number]) =>
    db().deleteFrom(cvTables[section]).where('user_id', '=', accounts.student!.id).execute();
  const freshCvEntry = async (section: (typeof cvEntrySections)[number]) => {
    await clearCvSection(section);
    const response = await accounts.student!.caller.post(`/api/cv/${section}`, cvBodies[section]);
    return (response.json() as { data: { id: number } }).data.id;
  };
  /** A stored photo of the matrix's student: its row and its file. */
  const freshStudentPhoto = async () => {
    const { store } = testApp.app.photos;
    const fileName = store.newName();
    await store.write(fileName, await pngImage(10, 10));
    await savePhotoRow(db(), { user_id: accounts.student!.id, file_name: fileName, width: 10, height: 10, updated_at: isoNow() });
    return fileName;
  };
  const universityBody = () => ({
    nombre: `Universidad Matriz ${unique()}`,
    siglas: 'UM',
    tipo: 'publica',
    provincia: '17',
    ciudad: 'quito',
  });
  const freshUniversity = async () => {
    const now = isoNow();
    const row = { ...universityBody(), tipo: 'publica' as const, web: null, activa: 1 as const, created_at: now, updated_at: now };
    return (await db().insertInto('universities').values(row).returning('id').executeTakeFirstOrThrow()).id;
  };
  const freshCareer = async () => {
    const university = await freshUniversity();
    const now = isoNow();
    const { id } = await db()
      .insertInto('university_careers')
      .values({ university_id: university, nombre: 'Física', facultad: 'Ciencias', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { university, career: id };
  };
  /** A survey written directly (one career: UCE Computación, the matrix student's, graduated). */
  let graduateEntry: Promise<unknown> | undefined;
  const freshSurvey = async (estado: 'borrador' | 'abierta') => {
    const career = await seededUniversity(testApp.app, 'UCE', 'Computación');
    const now = isoNow();
    graduateEntry ??= db()
      .insertInto('cv_education_in')
      .values({
        user_id: accounts.student!.id,
        ...career,
        nivel: 'tercer',
        semestre: '10',
        fecha_inicio: '2015-04-01',
        fecha_fin: '2020-03-01',
        titulo: 'Ingeniero',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await graduateEntry;
    const { id } = await db()
      .insertInto('surveys')
      .values({
        titulo: `Encuesta ${unique()}`,
        introduccion: '',
        graduados_desde: null,
        graduados_hasta: null,
        bloque_laboral: 1,
        estado,
        created_by: null,
        opened_at: null,
        closed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('survey_careers')
      .values({ survey_id: id, position: 0, universidad_id: career.universidad_id, carrera: career.carrera })
      .execute();
    return id;
  };
  /** A mailed link of an open survey to the matrix student; answers the link's secret. */
  const freshSurveyLink = async () => {
    const surveyId = await freshSurvey('abierta');
    const secret = `enlace-${unique()}`;
    await db()
      .insertInto('survey_invitations')
      .values({
        survey_id: surveyId,
        user_id: accounts.student!.id,
        universidad_id: 1,
        carrera: 'Computación',
        cohorte: 2020,
        fecha_grado: '2020-03-01',
        token_hash: sha256Hex(secret),
        reminder_token_hash: null,
        sent_at: isoNow(),
        reminded_at: null,
        answered_at: null,
        created_at: isoNow(),
      })
      .execute();
    return secret;
  };
  const surveyBody = async () => {
    const career = await seededUniversity(testApp.app, 'UCE', 'Computación');
    return {
      titulo: 'Seguimiento',
      introduccion: '',
      carreras: [{ universidad_id: career.universidad_id, carrera: career.carrera }],
      preguntas: [],
    };
  };
  const companyDraft = () => draftOffer(accounts.company!);
  const companyOffer = () => publishedOffer(accounts.company!);
  /** An application of the matrix's student to a new offer of the matrix's company, written directly. */
  const freshApplication = async () =>
    (
      await db()
        .insertInto('applications')
        .values({
          offer_id: await companyOffer(),
          student_id: accounts.student!.id,
          carta: null,
          status: 'postulado',
          created_at: isoNow(),
          updated_at: isoNow(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const freshRuc = () => `179${String(1_000_000 + (counter += 1)).slice(-7)}001`;

  const rows: Row[] = [
    { method: 'GET', path: '/api/health/', auth: 'public', ok: 200, call: async () => ({ url: '/api/health' }) },
    { method: 'GET', path: '/api/refresh', auth: 'public', ok: 200, call: async () => ({ url: '/api/refresh' }) },
    { method: 'GET', path: '/api/catalogs/provincias', auth: 'public', ok: 200, call: async () => ({ url: '/api/catalogs/provincias' }) },
    { method: 'GET', path: '/api/catalogs/paises', auth: 'public', ok: 200, call: async () => ({ url: '/api/catalogs/paises' }) },
    {
      method: 'GET',
      path: '/api/catalogs/{type}',
      auth: 'authenticated',
      ok: 200,
      call: async () => ({ url: '/api/catalogs/ciudades?provincia=17' }),
    },
    { method: 'GET', path: '/api/notifications/', auth: 'authenticated', ok: 200, call: async () => ({ url: '/api/notifications' }) },
    { method: 'GET', path: '/api/dashboard/', auth: 'authenticated', ok: 200, call: async () => ({ url: '/api/dashboard' }) },
    {
      method: 'POST',
      path: '/api/notifications/{id}/read',
      auth: 'authenticated',
      ok: 200,
      call: async () => ({ url: '/api/notifications/1/read' }),
    },
    {
      method: 'POST',
      path: '/api/notifications/read-all',
      auth: 'authenticated',
      ok: 200,
      call: async () => ({ url: '/api/notifications/read-all' }),
    },
    {
      method: 'GET',
      path: '/api/testing/outbox',
      auth: 'public',
      ok: 200,
      call: async () => ({ url: '/api/testing/outbox?email=a@test.local' }),
    },
    {
      method: 'POST',
      path: '/api/user/login',
      auth: 'public',
      ok: 200,
      call: async () => ({ url: '/api/user/login', payload: { email: accounts.student!.email, password: TEST_PASSWORD } }),
    },
    {
      method: 'POST',
      path: '/api/user/validation',
      auth: 'public',
      ok: 200,
      call: async () => ({ url: '/api/user/validation', payload: { dni: uniqueCedula() } }),
    },
    {
      method: 'POST',
      path: '/api/user/singup',
      auth: 'public',
      ok: 201,
      call: async () => ({
        url: '/api/user/singup',
        payload: { dni: uniqueCedula(), email: uniqueEmail('m'), password: TEST_PASSWORD, acepta_privacidad: true },
      }),
    },
    {
      method: 'POST',
      path: '/api/user/singup/company',
      auth: 'public',
      ok: 201,
      call: async () => ({
        url: '/api/user/singup/company',
        payload: {
          ruc: freshRuc(),
          empresa: 'Matriz S.A.',
          descripcion: 'Pruebas de la matriz de permisos.',
          representante: 'Ana Ruiz',
          pais: 'EC',
          provincia: '09',
          ciudad: 'Guayaquil',
          telefono: '042345678',
          cargo: 'Gerente',
          telcontacto: '0987654321',
          nomcontacto: 'Juan Vera',
          email: uniqueEmail('matriz'),
          password: TEST_PASSWORD,
          acepta_privacidad: true,
        },
      }),
    },
    {
      method: 'POST',
      path: '/api/user/verify',
      auth: 'public',
      ok: 200,
      call: async () => ({ url: '/api/user/verify', payload: { hash: await freshVerificationHash() } }),
    },
    {
      method: 'POST',
      path: '/api/user/verification/resend',
      auth: 'public',
      ok: 200,
      call: async () => ({ url: '/api/user/verification/resend', payload: { email: uniqueEmail('r') } }),
    },
    { method: 'GET', path: '/api/user/me', auth: 'authenticated', ok: 200, call: async () => ({ url: '/api/user/me' }) },
    {
      method: 'PUT',
      path: '/api/user/password',
      auth: 'authenticated',
      ok: 200,
      // Each caller's own password again: its session stays, the matrix's accounts keep working.
      call: async (caller) => {
        const password = caller === 'admin' ? testAdmin.password : TEST_PASSWORD;
        return { url: '/api/user/password', payload: { current_password: password, password, repassword: password } };
      },
    },
    {
      method: 'POST',
      path: '/api/user/password/forgot',
      auth: 'public',
      ok: 200,
      call: async () => ({ url: '/api/user/password/forgot', payload: { email: uniqueEmail('olvido') } }),
    },
    {
      method: 'POST',
      path: '/api/user/password/reset',
      auth: 'public',
      ok: 200,
      call: async () => ({ url: '/api/user/password/reset', payload: { hash: await freshResetHash(), password: 'Nueva.Clave.2026' } }),
    },
    {
      method: 'POST',
      path: '/api/user/logout',
      auth: 'authenticated',
      ok: 200,
      call: async () => ({ url: '/api/user/logout', payload: {}, freshToken: true }),
    },

    {
      method: 'GET',
      path: '/api/admin/users/',
      auth: { menu: 'adm-users' },
      ok: 200,
      call: async () => ({ url: '/api/admin/users?search=a' }),
    },
    {
      method: 'GET',
      path: '/api/admin/users/{id}',
      auth: { menu: 'adm-users' },
      ok: 200,
      call: async () => ({ url: `/api/admin/users/${await freshUser()}` }),
    },
    {
      method: 'POST',
      path: '/api/admin/users/',
      auth: { menu: 'adm-users', action: 'c' },
      ok: 201,
      call: async () => ({
        url: '/api/admin/users',
        payload: { name_us: 'Creado', email: uniqueEmail('c'), password: TEST_PASSWORD, role_id: 3 },
      }),
    },
    {
      method: 'PATCH',
      path: '/api/admin/users/{id}',
      auth: { menu: 'adm-users', action: 'u' },
      ok: 200,
      call: async () => ({ url: `/api/admin/users/${await freshUser()}`, payload: { name_us: 'Cambiado' } }),
    },
    {
      method: 'POST',
      path: '/api/admin/users/{id}/status',
      auth: { menu: 'adm-users', action: 'x' },
      ok: 200,
      call: async () => ({ url: `/api/admin/users/${await freshUser()}/status`, payload: { status: 'inactivo' } }),
    },
    {
      method: 'POST',
      path: '/api/admin/users/{id}/approval',
      auth: { menu: 'adm-users', action: 'x' },
      ok: 200,
      call: async () => ({
        url: `/api/admin/users/${await freshUser({ role: ROLE_IDS.company })}/approval`,
        payload: { status: 'aprobada' },
      }),
    },
    {
      method: 'POST',
      path: '/api/admin/users/{id}/verification',
      auth: { menu: 'adm-users', action: 'x' },
      ok: 200,
      call: async () => ({ url: `/api/admin/users/${await freshUser({ verified: false })}/verification`, payload: {} }),
    },

    {
      method: 'GET',
      path: '/api/admin/users/roles',
      auth: { menu: 'adm-users' },
      ok: 200,
      call: async () => ({ url: '/api/admin/users/roles' }),
    },
    {
      method: 'GET',
      path: '/api/admin/permissions/roles',
      auth: { menu: 'adm-permissions' },
      ok: 200,
      call: async () => ({ url: '/api/admin/permissions/roles' }),
    },
    { method: 'GET', path: '/api/admin/roles/', auth: { menu: 'adm-roles' }, ok: 200, call: async () => ({ url: '/api/admin/roles' }) },
    {
      method: 'POST',
      path: '/api/admin/roles/',
      auth: { menu: 'adm-roles', action: 'c' },
      ok: 201,
      call: async () => ({ url: '/api/admin/roles', payload: { name_ro: `Nuevo ${unique()}` } }),
    },
    {
      method: 'PATCH',
      path: '/api/admin/roles/{id}',
      auth: { menu: 'adm-roles', action: 'u' },
      ok: 200,
      call: async () => ({ url: `/api/admin/roles/${await freshRole()}`, payload: { name_ro: `Otro ${unique()}` } }),
    },
    {
      method: 'DELETE',
      path: '/api/admin/roles/{id}',
      auth: { menu: 'adm-roles', action: 'd' },
      ok: 200,
      call: async () => ({ url: `/api/admin/roles/${await freshRole()}` }),
    },

    {
      method: 'GET',
      path: '/api/admin/roles/{id}/permissions',
      auth: { menu: 'adm-permissions' },
      ok: 200,
      call: async () => ({ url: '/api/admin/roles/3/permissions' }),
    },
    {
      method: 'POST',
      path: '/api/admin/roles/{id}/permissions',
      auth: { menu: 'adm-permissions', action: 'c' },
      ok: 201,
      call: async () => ({
        url: `/api/admin/roles/${await freshRole()}/permissions`,
        payload: { menu_id: await freshMenu(), c: true, u: false, d: false, x: false },
      }),
    },
    {
      method: 'PUT',
      path: '/api/admin/roles/{id}/permissions/{menuId}',
      auth: { menu: 'adm-permissions', action: 'u' },
      ok: 200,
      call: async () => {
        const { role, menu } = await freshGrant();
        return { url: `/api/admin/roles/${role}/permissions/${menu}`, payload: { c: false, u: true, d: false, x: false } };
      },
    },
    {
      method: 'DELETE',
      path: '/api/admin/roles/{id}/permissions/{menuId}',
      auth: { menu: 'adm-permissions', action: 'd' },
      ok: 200,
      call: async () => {
        const { role, menu } = await freshGrant();
        return { url: `/api/admin/roles/${role}/permissions/${menu}` };
      },
    },

    { method: 'GET', path: '/api/admin/menus/', auth: { menu: 'menus' }, ok: 200, call: async () => ({ url: '/api/admin/menus' }) },
    {
      method: 'POST',
      path: '/api/admin/menus/',
      auth: { menu: 'menus', action: 'c' },
      ok: 201,
      call: async () => ({ url: '/api/admin/menus', payload: { title: `t${unique()}` } }),
    },
    {
      method: 'PATCH',
      path: '/api/admin/menus/{id}',
      auth: { menu: 'menus', action: 'u' },
      ok: 200,
      call: async () => ({ url: `/api/admin/menus/${await freshMenu()}`, payload: { order: 3 } }),
    },
    {
      method: 'DELETE',
      path: '/api/admin/menus/{id}',
      auth: { menu: 'menus', action: 'd' },
      ok: 200,
      call: async () => ({ url: `/api/admin/menus/${await freshMenu()}` }),
    },

    {
      method: 'GET',
      path: '/api/admin/catalogs/',
      auth: { menu: 'catalogs' },
      ok: 200,
      call: async () => ({ url: '/api/admin/catalogs' }),
    },
    {
      method: 'GET',
      path: '/api/admin/catalogs/{type}',
      auth: { menu: 'catalogs' },
      ok: 200,
      call: async () => ({ url: '/api/admin/catalogs/idiomas?q=ingles' }),
    },
    {
      method: 'POST',
      path: '/api/admin/catalogs/{type}',
      auth: { menu: 'catalogs', action: 'c' },
      ok: 201,
      call: async () => ({ url: '/api/admin/catalogs/idiomas', payload: { code: `nuevo-${unique()}`, name: 'Nuevo idioma' } }),
    },
    {
      method: 'PUT',
      path: '/api/admin/catalogs/{type}/{id}',
      auth: { menu: 'catalogs', action: 'u' },
      ok: 200,
      call: async () => ({ url: `/api/admin/catalogs/idiomas/${await freshCatalogItem()}`, payload: { name: 'Cambiado' } }),
    },
    {
      method: 'DELETE',
      path: '/api/admin/catalogs/{type}/{id}',
      auth: { menu: 'catalogs', action: 'd' },
      ok: 200,
      call: async () => ({ url: `/api/admin/catalogs/idiomas/${await freshCatalogItem()}` }),
    },

    {
      method: 'GET',
      path: '/api/admin/audit/',
      auth: { menu: 'adm-audit' },
      ok: 200,
      call: async () => ({ url: '/api/admin/audit?entity=user&denied=false&from=2026-01-01&to=2026-12-31' }),
    },
    {
      method: 'GET',
      path: '/api/admin/audit/filters',
      auth: { menu: 'adm-audit' },
      ok: 200,
      call: async () => ({ url: '/api/admin/audit/filters' }),
    },

    {
      method: 'GET',
      path: '/api/admin/universities/',
      auth: { menu: 'universities' },
      ok: 200,
      call: async () => ({ url: '/api/admin/universities?q=central&activa=true' }),
    },
    {
      method: 'POST',
      path: '/api/admin/universities/',
      auth: { menu: 'universities', action: 'c' },
      ok: 201,
      call: async () => ({ url: '/api/admin/universities', payload: universityBody() }),
    },
    {
      method: 'GET',
      path: '/api/admin/universities/{id}',
      auth: { menu: 'universities' },
      ok: 200,
      call: async () => ({ url: `/api/admin/universities/${await freshUniversity()}` }),
    },
    {
      method: 'PUT',
      path: '/api/admin/universities/{id}',
      auth: { menu: 'universities', action: 'u' },
      ok: 200,
      call: async () => ({ url: `/api/admin/universities/${await freshUniversity()}`, payload: { siglas: 'UM' } }),
    },
    {
      method: 'DELETE',
      path: '/api/admin/universities/{id}',
      auth: { menu: 'universities', action: 'd' },
      ok: 200,
      call: async () => ({ url: `/api/admin/universities/${await freshUniversity()}` }),
    },
    {
      method: 'POST',
      path: '/api/admin/universities/{id}/careers',
      auth: { menu: 'universities', action: 'c' },
      ok: 201,
      call: async () => ({
        url: `/api/admin/universities/${await freshUniversity()}/careers`,
        payload: { nombre: 'Matemática', facultad: 'Ciencias' },
      }),
    },
    {
      method: 'PUT',
      path: '/api/admin/universities/{id}/careers/{careerId}',
      auth: { menu: 'universities', action: 'u' },
      ok: 200,
      call: async () => {
        const { university, career } = await freshCareer();
        return { url: `/api/admin/universities/${university}/careers/${career}`, payload: { facultad: 'Otra facultad' } };
      },
    },
    {
      method: 'DELETE',
      path: '/api/admin/universities/{id}/careers/{careerId}',
      auth: { menu: 'universities', action: 'd' },
      ok: 200,
      call: async () => {
        const { university, career } = await freshCareer();
        return { url: `/api/admin/universities/${university}/careers/${career}` };
      },
    },

    { method: 'GET', path: '/api/universities/', auth: 'authenticated', ok: 200, call: async () => ({ url: '/api/universities' }) },
    { method: 'GET', path: '/api/cv/', auth: { menu: 'main_info' }, ok: 200, call: async () => ({ url: '/api/cv' }) },
    {
      method: 'PUT',
      path: '/api/cv/basic',
      auth: { menu: 'main_info', action: 'u' },
      ok: 200,
      call: async () => ({ url: '/api/cv/basic', payload: cvBodies.basic }),
    },
    ...cvEntrySections.flatMap((section): Row[] => {
      const menu = cvSectionTitle[section];
      return [
        { method: 'GET', path: `/api/cv/${section}`, auth: { menu }, ok: 200, call: async () => ({ url: `/api/cv/${section}` }) },
        {
          method: 'POST',
          path: `/api/cv/${section}`,
          auth: { menu, action: 'c' },
          ok: 201,
          call: async () => {
            await clearCvSection(section);
            return { url: `/api/cv/${section}`, payload: cvBodies[section] };
          },
        },
        {
          method: 'PUT',
          path: `/api/cv/${section}/{id}`,
          auth: { menu, action: 'u' },
          ok: 200,
          call: async () => ({ url: `/api/cv/${section}/${await freshCvEntry(section)}`, payload: cvBodies[section] }),
        },
        {
          method: 'DELETE',
          path: `/api/cv/${section}/{id}`,
          auth: { menu, action: 'd' },
          ok: 200,
          call: async () => ({ url: `/api/cv/${section}/${await freshCvEntry(section)}` }),
        },
      ];
    }),
    {
      method: 'PUT',
      path: '/api/cv/photo',
      auth: { menu: 'main_info', action: 'u' },
      ok: 200,
      call: async () => ({ url: '/api/cv/photo', payload: photoForm(await pngImage(40, 30)) }),
    },
    {
      method: 'DELETE',
      path: '/api/cv/photo',
      auth: { menu: 'main_info', action: 'u' },
      ok: 200,
      call: async () => {
        await freshStudentPhoto();
        return { url: '/api/cv/photo' };
      },
    },
    {
      method: 'GET',
      path: '/api/students/{id}/photo',
      auth: 'authenticated',
      ok: 200,
      // Only the student and an administrator may see it; to a company it does not exist.
      overrides: { company: 404 },
      call: async () => {
        await freshStudentPhoto();
        return { url: `/api/students/${accounts.student!.id}/photo` };
      },
    },
    {
      method: 'GET',
      path: '/api/cv/pdf',
      auth: { menu: 'main_info', action: 'x' },
      ok: 200,
      call: async () => {
        // The matrix's student has a basic section, without which there is nothing to head the PDF (409).
        await accounts.student!.caller.put('/api/cv/basic', cvBodies.basic);
        return { url: '/api/cv/pdf' };
      },
    },
    {
      method: 'GET',
      path: '/api/photos/{file}',
      auth: 'public',
      ok: 200,
      call: async () => ({ url: testApp.app.photos.links.url(await freshStudentPhoto()) }),
    },

    { method: 'GET', path: '/api/offers/', auth: { menu: 'offers' }, ok: 200, call: async () => ({ url: '/api/offers?q=desarrollador' }) },
    {
      method: 'GET',
      path: '/api/offers/{id}',
      auth: { menu: 'offers' },
      ok: 200,
      call: async () => ({ url: `/api/offers/${await companyOffer()}` }),
    },
    {
      method: 'POST',
      path: '/api/offers/{id}/applications',
      auth: { menu: 'offers', action: 'c' },
      ok: 201,
      call: async () => {
        // Applying needs the CV's basic section.
        await accounts.student!.caller.put('/api/cv/basic', cvBodies.basic);
        return { url: `/api/offers/${await companyOffer()}/applications`, payload: { carta: 'Me interesa.' } };
      },
    },
    {
      method: 'GET',
      path: '/api/applications/',
      auth: { menu: 'applications' },
      ok: 200,
      call: async () => ({ url: '/api/applications' }),
    },
    {
      method: 'DELETE',
      path: '/api/applications/{id}',
      auth: { menu: 'applications', action: 'd' },
      ok: 200,
      call: async () => ({ url: `/api/applications/${await freshApplication()}` }),
    },
    {
      method: 'GET',
      path: '/api/company/offers/',
      auth: { menu: 'my_offers' },
      ok: 200,
      call: async () => ({ url: '/api/company/offers?status=borrador' }),
    },
    {
      method: 'POST',
      path: '/api/company/offers/',
      auth: { menu: 'new_offer', action: 'c' },
      ok: 201,
      call: async () => ({ url: '/api/company/offers', payload: offerBody() }),
    },
    {
      method: 'GET',
      path: '/api/company/offers/{id}',
      auth: { menu: 'my_offers' },
      ok: 200,
      call: async () => ({ url: `/api/company/offers/${await companyDraft()}` }),
    },
    {
      method: 'PUT',
      path: '/api/company/offers/{id}',
      auth: { menu: 'my_offers', action: 'u' },
      ok: 200,
      call: async () => ({ url: `/api/company/offers/${await companyDraft()}`, payload: offerBody({ titulo: 'Cambiada' }) }),
    },
    {
      method: 'DELETE',
      path: '/api/company/offers/{id}',
      auth: { menu: 'my_offers', action: 'd' },
      ok: 200,
      call: async () => ({ url: `/api/company/offers/${await companyDraft()}` }),
    },
    {
      method: 'POST',
      path: '/api/company/offers/{id}/publish',
      auth: { menu: 'my_offers', action: 'x' },
      ok: 200,
      call: async () => ({ url: `/api/company/offers/${await companyDraft()}/publish` }),
    },
    {
      method: 'POST',
      path: '/api/company/offers/{id}/close',
      auth: { menu: 'my_offers', action: 'x' },
      ok: 200,
      call: async () => ({ url: `/api/company/offers/${await companyOffer()}/close` }),
    },
    {
      method: 'POST',
      path: '/api/company/offers/{id}/duplicate',
      auth: { menu: 'new_offer', action: 'c' },
      ok: 201,
      call: async () => ({ url: `/api/company/offers/${await companyDraft()}/duplicate` }),
    },
    {
      method: 'GET',
      path: '/api/company/offers/{id}/applications',
      auth: { menu: 'my_offers' },
      ok: 200,
      call: async () => ({ url: `/api/company/offers/${await companyOffer()}/applications?status=postulado` }),
    },
    {
      method: 'GET',
      path: '/api/company/offers/{id}/applications.csv',
      auth: { menu: 'my_offers', action: 'x' },
      ok: 200,
      call: async () => ({ url: `/api/company/offers/${await companyOffer()}/applications.csv` }),
    },
    {
      method: 'PATCH',
      path: '/api/company/applications/{id}',
      auth: { menu: 'my_offers', action: 'u' },
      ok: 200,
      call: async () => ({ url: `/api/company/applications/${await freshApplication()}`, payload: { status: 'en_revision' } }),
    },
    {
      method: 'GET',
      path: '/api/company/applications/{id}/cv',
      auth: { menu: 'my_offers' },
      ok: 200,
      call: async () => ({ url: `/api/company/applications/${await freshApplication()}/cv` }),
    },
    {
      method: 'GET',
      path: '/api/company/applications/{id}/cv.pdf',
      auth: { menu: 'my_offers' },
      ok: 200,
      call: async () => {
        await accounts.student!.caller.put('/api/cv/basic', cvBodies.basic);
        return { url: `/api/company/applications/${await freshApplication()}/cv.pdf` };
      },
    },
    // Trust and moderation (trust.test.ts tests what each does).
    {
      method: 'GET',
      path: '/api/admin/companies/{id}/vetting',
      auth: { menu: 'adm-users' },
      ok: 200,
      call: async () => ({ url: `/api/admin/companies/${await freshUser({ role: ROLE_IDS.company })}/vetting` }),
    },
    {
      method: 'POST',
      path: '/api/admin/companies/{id}/suspend',
      auth: { menu: 'adm-users', action: 'x' },
      ok: 200,
      call: async () => ({
        url: `/api/admin/companies/${await freshUser({ role: ROLE_IDS.company })}/suspend`,
        payload: { motivo: 'Ofertas que cobran a los postulantes.' },
      }),
    },
    {
      method: 'POST',
      path: '/api/admin/companies/{id}/reinstate',
      auth: { menu: 'adm-users', action: 'x' },
      ok: 200,
      call: async () => {
        const id = await freshUser({ role: ROLE_IDS.company });
        await db()
          .updateTable('company_profiles')
          .set({ suspendida_at: isoNow(), motivo_suspension: 'Motivo de prueba.' })
          .where('user_id', '=', id)
          .execute();
        return { url: `/api/admin/companies/${id}/reinstate` };
      },
    },
    {
      method: 'GET',
      path: '/api/admin/settings/',
      auth: { menu: 'moderation' },
      ok: 200,
      call: async () => ({ url: '/api/admin/settings' }),
    },
    {
      method: 'PUT',
      path: '/api/admin/settings/',
      auth: { menu: 'moderation', action: 'u' },
      ok: 200,
      call: async () => ({ url: '/api/admin/settings', payload: { offer_moderation: 'off' } }),
    },
    {
      method: 'GET',
      path: '/api/admin/moderation/offers',
      auth: { menu: 'moderation' },
      ok: 200,
      call: async () => ({ url: '/api/admin/moderation/offers' }),
    },
    {
      method: 'POST',
      path: '/api/admin/moderation/offers/{id}/decision',
      auth: { menu: 'moderation', action: 'u' },
      ok: 200,
      call: async () => {
        const id = await draftOffer(accounts.company!);
        await db().updateTable('offers').set({ status: 'en_revision' }).where('id', '=', id).execute();
        return { url: `/api/admin/moderation/offers/${id}/decision`, payload: { decision: 'publicar' } };
      },
    },
    {
      method: 'GET',
      path: '/api/admin/moderation/reports',
      auth: { menu: 'moderation' },
      ok: 200,
      call: async () => ({ url: '/api/admin/moderation/reports?estado=abierto' }),
    },
    {
      method: 'POST',
      path: '/api/admin/moderation/reports/{id}/resolve',
      auth: { menu: 'moderation', action: 'u' },
      ok: 200,
      call: async () => {
        const offer = await companyOffer();
        const { id } = await db()
          .insertInto('offer_reports')
          .values({
            offer_id: offer,
            student_id: await freshUser(),
            motivo: 'otro',
            detalle: null,
            estado: 'abierto',
            created_at: isoNow(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { url: `/api/admin/moderation/reports/${id}/resolve`, payload: { accion: 'descartar' } };
      },
    },
    {
      method: 'POST',
      path: '/api/company/offers/language-check',
      auth: { menu: 'new_offer' },
      ok: 200,
      call: async () => ({ url: '/api/company/offers/language-check', payload: { requisitos: 'Buena presencia.' } }),
    },
    {
      method: 'POST',
      path: '/api/offers/{id}/reports',
      auth: { menu: 'offers', action: 'c' },
      ok: 201,
      call: async () => ({
        url: `/api/offers/${await companyOffer()}/reports`,
        payload: { motivo: 'fraudulenta', detalle: 'Pide datos bancarios.' },
      }),
    },
    ...practicumRows(),
    // Personal data (API.md "Wave 3" → "Personal data"). Publishing comes before accepting: each
    // caller then accepts the version in force and nothing later gates it.
    { method: 'GET', path: '/api/privacy-notice', auth: 'public', ok: 200, call: async () => ({ url: '/api/privacy-notice' }) },
    {
      method: 'POST',
      path: '/api/admin/privacy-notice',
      auth: { menu: 'data-requests', action: 'c' },
      ok: 201,
      call: async () => ({
        url: '/api/admin/privacy-notice',
        payload: { texto: 'Aviso de privacidad de prueba: quién guarda tus datos, para qué y por cuánto tiempo.' },
      }),
    },
    {
      method: 'POST',
      path: '/api/user/privacy-consent',
      auth: 'authenticated',
      ok: 201,
      call: async () => {
        const { version } = await db().selectFrom('privacy_notices').select('version').orderBy('version', 'desc').executeTakeFirstOrThrow();
        return { url: '/api/user/privacy-consent', payload: { version } };
      },
    },
    {
      method: 'GET',
      path: '/api/user/data-export',
      auth: { menu: 'my-data' },
      ok: 200,
      call: async () => ({ url: '/api/user/data-export' }),
    },
    {
      method: 'GET',
      path: '/api/user/data-export.pdf',
      auth: { menu: 'my-data' },
      ok: 200,
      call: async () => ({ url: '/api/user/data-export.pdf' }),
    },
    { method: 'GET', path: '/api/user/cv-views', auth: { menu: 'my-data' }, ok: 200, call: async () => ({ url: '/api/user/cv-views' }) },
    {
      method: 'POST',
      path: '/api/user/data-requests',
      auth: { menu: 'my-data', action: 'c' },
      ok: 201,
      call: async () => ({ url: '/api/user/data-requests', payload: { tipo: 'acceso', detalle: 'Quiero saber qué datos tienen de mí.' } }),
    },
    {
      method: 'GET',
      path: '/api/user/data-requests',
      auth: { menu: 'my-data' },
      ok: 200,
      call: async () => ({ url: '/api/user/data-requests' }),
    },
    {
      method: 'GET',
      path: '/api/admin/data-requests',
      auth: { menu: 'data-requests' },
      ok: 200,
      call: async () => ({ url: '/api/admin/data-requests?vencidas=1' }),
    },
    {
      method: 'POST',
      path: '/api/admin/data-requests/{id}/answer',
      auth: { menu: 'data-requests', action: 'u' },
      ok: 200,
      call: async () => {
        const { id } = await db()
          .insertInto('data_requests')
          .values({
            user_id: accounts.student!.id,
            tipo: 'acceso',
            detalle: 'Mis datos, por favor.',
            estado: 'abierta',
            vence_el: '2030-01-01',
            respuesta: null,
            respondida_en: null,
            created_at: isoNow(),
            updated_at: isoNow(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { url: `/api/admin/data-requests/${id}/answer`, payload: { respuesta: 'Adjuntamos todos tus datos en «Mis datos».' } };
      },
    },
    // A wrong password: the flags let the call through (422), and no caller's session ends.
    {
      method: 'POST',
      path: '/api/user/deletion',
      auth: { menu: 'my-data', action: 'd' },
      ok: 200,
      call: async () => ({ url: '/api/user/deletion', payload: { password: 'no-es-la-clave' } }),
      overrides: { student: 422, company: 422, admin: 422 },
    },
    {
      method: 'POST',
      path: '/api/user/deletion/cancel',
      auth: 'public',
      ok: 200,
      call: async () => ({ url: '/api/user/deletion/cancel', payload: { email: uniqueEmail('nadie'), password: 'no-es-la-clave' } }),
      overrides: { anonymous: 422, student: 422, company: 422, admin: 422 },
    },
    {
      method: 'GET',
      path: '/api/admin/surveys/',
      auth: { menu: 'surveys' },
      ok: 200,
      call: async () => ({ url: '/api/admin/surveys?estado=borrador' }),
    },
    {
      method: 'POST',
      path: '/api/admin/surveys/',
      auth: { menu: 'surveys', action: 'c' },
      ok: 201,
      call: async () => ({ url: '/api/admin/surveys', payload: await surveyBody() }),
    },
    {
      method: 'POST',
      path: '/api/admin/surveys/reach',
      auth: { menu: 'surveys' },
      ok: 200,
      call: async () => ({ url: '/api/admin/surveys/reach', payload: { carreras: (await surveyBody()).carreras } }),
    },
    {
      method: 'GET',
      path: '/api/admin/surveys/{id}',
      auth: { menu: 'surveys' },
      ok: 200,
      call: async () => ({ url: `/api/admin/surveys/${await freshSurvey('borrador')}` }),
    },
    {
      method: 'PUT',
      path: '/api/admin/surveys/{id}',
      auth: { menu: 'surveys', action: 'u' },
      ok: 200,
      call: async () => ({ url: `/api/admin/surveys/${await freshSurvey('borrador')}`, payload: await surveyBody() }),
    },
    {
      method: 'DELETE',
      path: '/api/admin/surveys/{id}',
      auth: { menu: 'surveys', action: 'd' },
      ok: 200,
      call: async () => ({ url: `/api/admin/surveys/${await freshSurvey('borrador')}` }),
    },
    {
      method: 'POST',
      path: '/api/admin/surveys/{id}/open',
      auth: { menu: 'surveys', action: 'x' },
      ok: 200,
      call: async () => ({ url: `/api/admin/surveys/${await freshSurvey('borrador')}/open` }),
    },
    {
      method: 'POST',
      path: '/api/admin/surveys/{id}/close',
      auth: { menu: 'surveys', action: 'x' },
      ok: 200,
      call: async () => ({ url: `/api/admin/surveys/${await freshSurvey('abierta')}/close` }),
    },
    {
      method: 'GET',
      path: '/api/admin/follow-up/',
      auth: { menu: 'follow-up-report' },
      ok: 200,
      call: async () => ({ url: '/api/admin/follow-up?cohorte=2020' }),
    },
    {
      method: 'GET',
      path: '/api/admin/follow-up.csv',
      auth: { menu: 'follow-up-report', action: 'x' },
      ok: 200,
      call: async () => ({ url: '/api/admin/follow-up.csv' }),
    },
    {
      method: 'GET',
      path: '/api/admin/follow-up.pdf',
      auth: { menu: 'follow-up-report', action: 'x' },
      ok: 200,
      call: async () => ({ url: '/api/admin/follow-up.pdf' }),
    },
    {
      method: 'GET',
      path: '/api/surveys/answer/{token}',
      auth: 'public',
      ok: 200,
      call: async () => ({ url: `/api/surveys/answer/${await freshSurveyLink()}` }),
    },
    {
      method: 'POST',
      path: '/api/surveys/answer/{token}',
      auth: 'public',
      ok: 201,
      call: async () => ({
        url: `/api/surveys/answer/${await freshSurveyLink()}`,
        payload: { respuestas: [], laboral: { situacion: 'empleado' } },
      }),
    },
  ];

  /**
   * The practicums' routes (server/test/practicums.test.ts walks the flow with real records):
   * here each is called on ids that do not exist, so the role that may call it gets the 404 (or
   * the 422 of its checks) and every other caller its 401 or 403.
   */
  function practicumRows(): Row[] {
    const missing = 2_000_000;
    const row = (
      method: Row['method'],
      path: string,
      auth: AuthRequirement,
      url: string,
      overrides: Row['overrides'] = {},
      payload?: () => unknown,
      ok: 200 | 201 = 200,
    ): Row => ({ method, path, auth, ok, overrides, call: async () => ({ url, ...(payload ? { payload: payload() } : {}) }) });
    const dates = { fecha_inicio: '2026-01-01', fecha_fin: '2026-12-31' };
    const convenio = () => ({ company_id: accounts.company!.id, numero: `C-${(counter += 1)}`, objeto: 'Prácticas', ...dates });
    const practica = () => ({
      student_id: missing,
      company_id: missing,
      tipo: 'laborales',
      universidad_id: missing,
      carrera: 'Computación',
      tutor_id: missing,
      ...dates,
      horas_planificadas: 100,
    });
    const hora = () => ({ fecha: '2026-01-02', horas: 2, actividades: 'Actividades de la práctica del día.' });
    const notFound = (caller: CallerName) => ({ [caller]: 404 });
    const conv = { menu: 'convenios' } as const;
    const adm = { menu: 'adm-practicas' } as const;
    const est = { menu: 'practicas' } as const;
    const emp = { menu: 'company-practicas' } as const;
    const tut = { menu: 'tutor-practicas' } as const;
    return [
      row('GET', '/api/admin/convenios', conv, '/api/admin/convenios'),
      row('POST', '/api/admin/convenios', { ...conv, action: 'c' }, '/api/admin/convenios', {}, convenio, 201),
      row('GET', '/api/admin/convenios/{id}', conv, `/api/admin/convenios/${missing}`, notFound('admin')),
      row('PUT', '/api/admin/convenios/{id}', { ...conv, action: 'u' }, `/api/admin/convenios/${missing}`, notFound('admin'), convenio),
      row('DELETE', '/api/admin/convenios/{id}', { ...conv, action: 'd' }, `/api/admin/convenios/${missing}`, notFound('admin')),
      // Not a multipart form: 422 on documento.
      row('PUT', '/api/admin/convenios/{id}/documento', { ...conv, action: 'u' }, `/api/admin/convenios/${missing}/documento`, {
        admin: 422,
      }),
      row('GET', '/api/admin/convenios/{id}/documento', conv, `/api/admin/convenios/${missing}/documento`, notFound('admin')),
      row('GET', '/api/admin/practicas', adm, '/api/admin/practicas'),
      row('POST', '/api/admin/practicas', { ...adm, action: 'c' }, '/api/admin/practicas', { admin: 422 }, practica, 201),
      row('GET', '/api/admin/practicas/{id}', adm, `/api/admin/practicas/${missing}`, notFound('admin')),
      row('PUT', '/api/admin/practicas/{id}', { ...adm, action: 'u' }, `/api/admin/practicas/${missing}`, notFound('admin'), practica),
      row('GET', '/api/admin/practicas/{id}/horas', adm, `/api/admin/practicas/${missing}/horas`, notFound('admin')),
      row(
        'POST',
        '/api/admin/practicas/{id}/anular',
        { ...adm, action: 'd' },
        `/api/admin/practicas/${missing}/anular`,
        notFound('admin'),
        () => ({ motivo: 'Retiro del estudiante' }),
      ),
      row('GET', '/api/admin/practicas/report', { menu: 'practicas-report' }, '/api/admin/practicas/report'),
      row('GET', '/api/admin/practicas/report.csv', { menu: 'practicas-report', action: 'x' }, '/api/admin/practicas/report.csv'),
      row('GET', '/api/practicas/', est, '/api/practicas'),
      row('GET', '/api/practicas/{id}', est, `/api/practicas/${missing}`, notFound('student')),
      row('GET', '/api/practicas/{id}/horas', est, `/api/practicas/${missing}/horas`, notFound('student')),
      row('POST', '/api/practicas/{id}/horas', { ...est, action: 'c' }, `/api/practicas/${missing}/horas`, notFound('student'), hora, 201),
      row(
        'PUT',
        '/api/practicas/{id}/horas/{entryId}',
        { ...est, action: 'u' },
        `/api/practicas/${missing}/horas/${missing}`,
        notFound('student'),
        hora,
      ),
      row(
        'DELETE',
        '/api/practicas/{id}/horas/{entryId}',
        { ...est, action: 'd' },
        `/api/practicas/${missing}/horas/${missing}`,
        notFound('student'),
      ),
      row(
        'POST',
        '/api/practicas/{id}/evaluacion-estudiante',
        { ...est, action: 'u' },
        `/api/practicas/${missing}/evaluacion-estudiante`,
        notFound('student'),
        () => ({ puntaje: 4, comentario: '' }),
        201,
      ),
      row(
        'GET',
        '/api/practicas/{id}/certificado.pdf',
        { ...est, action: 'x' },
        `/api/practicas/${missing}/certificado.pdf`,
        notFound('student'),
      ),
      row('GET', '/api/company/convenios', emp, '/api/company/convenios'),
      row('GET', '/api/company/practicas', emp, '/api/company/practicas'),
      row('GET', '/api/company/practicas/{id}', emp, `/api/company/practicas/${missing}`, notFound('company')),
      row('GET', '/api/company/practicas/{id}/horas', emp, `/api/company/practicas/${missing}/horas`, notFound('company')),
      row(
        'POST',
        '/api/company/practicas/{id}/horas/{entryId}/revision',
        { ...emp, action: 'u' },
        `/api/company/practicas/${missing}/horas/${missing}/revision`,
        notFound('company'),
        () => ({ decision: 'aprobada' }),
      ),
      row(
        'POST',
        '/api/company/practicas/{id}/evaluacion',
        { ...emp, action: 'u' },
        `/api/company/practicas/${missing}/evaluacion`,
        notFound('company'),
        () => ({ puntualidad: 5, responsabilidad: 5, trabajo_equipo: 5, conocimientos: 5, comunicacion: 5, comentario: '' }),
        201,
      ),
      row('GET', '/api/tutor/practicas/', tut, '/api/tutor/practicas'),
      row('GET', '/api/tutor/practicas/{id}', tut, `/api/tutor/practicas/${missing}`),
      row('GET', '/api/tutor/practicas/{id}/horas', tut, `/api/tutor/practicas/${missing}/horas`),
      row(
        'POST',
        '/api/tutor/practicas/{id}/calificacion',
        { ...tut, action: 'u' },
        `/api/tutor/practicas/${missing}/calificacion`,
        {},
        () => ({ resultado: 'reprobada', nota: 4, observaciones: '' }),
        201,
      ),
      // Public: an unknown code is a 404 for anyone.
      row('GET', '/api/verificar/{codigo}', 'public', '/api/verificar/ABCDEFGHJKLM', {
        anonymous: 404,
        student: 404,
        company: 404,
        admin: 404,
      }),
    ];
  }

  it('covers every API route, each declaring in the docs what the matrix expects', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(paths as Record<string, Record<string, { description?: string }>>)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method]) => method !== 'head')
          .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
      );

    expect(documented.map((entry) => entry.key).sort()).toEqual(rows.map((row) => `${row.method} ${row.path}`).sort());
    for (const row of rows) {
      const { operation } = documented.find((entry) => entry.key === `${row.method} ${row.path}`)!;
      expect(operation.description).toContain(describeAuth(row.auth));
    }
  });

  const callers: CallerName[] = ['anonymous', 'student', 'company', 'admin'];

  it.each(rows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s answers each caller as declared', async (_name, row) => {
    const outcome: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const caller of callers) {
      const account = caller === 'anonymous' ? undefined : accounts[caller];
      const call = await row.call(caller);
      const token =
        account && call.freshToken
          ? await issueAccessToken(db(), account.id, false, testApp.app.config.tokenIdleSeconds)
          : (account?.token ?? null);
      const response = await new ApiCaller(testApp.app, token).call(row.method, call.url, call.payload);
      bodies.push(response.body);
      outcome[caller] = response.statusCode;
      expected[caller] = row.overrides?.[caller] ?? expectedStatus(row.auth, caller, row.ok);
    }
    expect(outcome).toEqual(expected);
  });

  it('never answers a password, a password hash or a token hash', async () => {
    const hashes = (await db().selectFrom('access_tokens').select('token_hash').execute()).map((row) => row.token_hash);
    const everything = bodies.join('\n');
    expect(bodies.length).toBe(rows.length * callers.length);
    expect(everything).not.toMatch(/argon2|password_hash|token_hash/);
    expect(everything).not.toContain(TEST_PASSWORD);
    for (const hash of hashes) expect(everything).not.toContain(hash);
  });

  describe('switching a flag off in the database', () => {
    const setFlag = (title: MenuTitle, action: MenuAction, value: 0 | 1) => setMenuFlag(testApp.app, ROLE_IDS.admin, title, action, value);

    it('makes the matching call answer 403 at once, and leaves the others alone', async () => {
      const admin = accounts.admin!.caller;
      expect((await admin.post('/api/admin/roles', { name_ro: `Antes ${unique()}` })).statusCode).toBe(201);

      await setFlag('adm-roles', 'c', 0);
      try {
        const refused = await admin.post('/api/admin/roles', { name_ro: `Después ${unique()}` });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
        expect((await admin.get('/api/admin/roles')).statusCode).toBe(200);
        expect((await admin.patch(`/api/admin/roles/${await freshRole()}`, { name_ro: `U ${unique()}` })).statusCode).toBe(200);
      } finally {
        await setFlag('adm-roles', 'c', 1);
      }
      expect((await admin.post('/api/admin/roles', { name_ro: `Otra vez ${unique()}` })).statusCode).toBe(201);
    });

    it('switching off the catalogs flag d refuses the next delete at once; reading and editing go on', async () => {
      const admin = accounts.admin!.caller;
      await setFlag('catalogs', 'd', 0);
      try {
        const item = await freshCatalogItem();
        const refused = await admin.delete(`/api/admin/catalogs/idiomas/${item}`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
        expect((await admin.get('/api/admin/catalogs/idiomas')).statusCode).toBe(200);
        expect((await admin.put(`/api/admin/catalogs/idiomas/${item}`, { name: 'Sigue editable' })).statusCode).toBe(200);
        expect(await db().selectFrom('catalog_items').select('name').where('id', '=', item).executeTakeFirst()).toEqual({
          name: 'Sigue editable',
        });
      } finally {
        await setFlag('catalogs', 'd', 1);
      }
      expect((await admin.delete(`/api/admin/catalogs/idiomas/${await freshCatalogItem()}`)).statusCode).toBe(200);
    });

    it('removing the menu item from the role refuses even reading', async () => {
      const menus = await db().selectFrom('menus').select('id').where('title', '=', 'menus').executeTakeFirstOrThrow();
      const row = await db()
        .selectFrom('role_menus')
        .selectAll()
        .where('role_id', '=', ROLE_IDS.admin)
        .where('menu_id', '=', menus.id)
        .executeTakeFirstOrThrow();
      await db().deleteFrom('role_menus').where('role_id', '=', ROLE_IDS.admin).where('menu_id', '=', menus.id).execute();
      announceRoleChange(testApp.app, ROLE_IDS.admin);
      try {
        expect((await accounts.admin!.caller.get('/api/admin/menus')).statusCode).toBe(403);
      } finally {
        await db().insertInto('role_menus').values(row).execute();
        announceRoleChange(testApp.app, ROLE_IDS.admin);
      }
      expect((await accounts.admin!.caller.get('/api/admin/menus')).statusCode).toBe(200);
    });

    it('granting a flag to a student role opens the call for students at once', async () => {
      const adminUsers = await db().selectFrom('menus').select('id').where('title', '=', 'adm-users').executeTakeFirstOrThrow();
      const student = accounts.student!.caller;
      expect((await student.get('/api/admin/users')).statusCode).toBe(403);
      await db().insertInto('role_menus').values({ role_id: ROLE_IDS.student, menu_id: adminUsers.id, c: 0, u: 0, d: 0, x: 0 }).execute();
      announceRoleChange(testApp.app, ROLE_IDS.student);
      try {
        expect((await student.get('/api/admin/users')).statusCode).toBe(200);
        expect(
          (await student.post('/api/admin/users', { name_us: 'X', email: uniqueEmail('x'), password: TEST_PASSWORD, role_id: 3 }))
            .statusCode,
        ).toBe(403);
      } finally {
        await db().deleteFrom('role_menus').where('role_id', '=', ROLE_IDS.student).where('menu_id', '=', adminUsers.id).execute();
        announceRoleChange(testApp.app, ROLE_IDS.student);
      }
    });
  });
});
