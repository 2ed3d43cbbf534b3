import { offerToday, ROLE_IDS, shiftDate } from '@portal/contracts';
import type { AdminDashboard } from '@portal/contracts/schemas';
import type { OfferStatus } from '../src/db/types.ts';
import { isoNow } from '../src/lib/time.ts';
import { adminDashboard, weekStarts } from '../src/services/dashboard-service.ts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe('weekStarts', () => {
  it('gives twelve Mondays, oldest first, ending with the week of the day', () => {
    expect(weekStarts('2026-11-25')).toEqual([
      '2026-09-07',
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(weekStarts('2026-11-23').at(-1)).toBe('2026-11-23');
    expect(weekStarts('2026-11-29').at(-1)).toBe('2026-11-23');
    expect(weekStarts('2027-01-01', 2)).toEqual(['2026-12-21', '2026-12-28']);
  });
});

/**
 * Every figure below is counted by hand from the fixtures this suite writes on its own database
 * (the seed adds only the administrator).
 */
describe.each(testDialects())('GET /api/dashboard on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;
  const pending: TestAccount[] = [];
  let approved: TestAccount;
  let rejected: TestAccount;
  const students: TestAccount[] = [];
  const offers: number[] = [];

  const db = () => testApp.app.db;
  const today = '2026-11-25';

  async function companyWith(status: 'pendiente' | 'aprobada' | 'rechazada', createdAt: string) {
    const company = await createAccount(testApp.app, { role: ROLE_IDS.company });
    await db().updateTable('company_profiles').set({ status, created_at: createdAt }).where('user_id', '=', company.id).execute();
    return company;
  }

  async function offer(company: TestAccount, status: OfferStatus, fecha_cierre: string) {
    const now = isoNow();
    const row = {
      company_id: company.id,
      titulo: `Oferta ${status} ${fecha_cierre}`,
      descripcion: 'Oferta escrita para contar las cifras del panel.',
      area: 'tecnologia',
      area_nombre: 'Tecnología',
      empresa_nombre: `Empresa ${company.id}`,
      tipo_contrato: 'tiempo-completo',
      modalidad: 'remoto',
      provincia: '17',
      ciudad: 'quito',
      vacantes: 1,
      salario_min: null,
      salario_max: null,
      requisitos: 'Ninguno',
      experiencia: 'Ninguna',
      status,
      fecha_publicacion: status === 'borrador' ? null : '2026-09-01',
      fecha_cierre,
      created_at: now,
      updated_at: now,
    };
    const { id } = await db().insertInto('offers').values(row).returning('id').executeTakeFirstOrThrow();
    offers.push(id);
    return id;
  }

  async function applicationAt(student: TestAccount, offerId: number, created_at: string) {
    await db()
      .insertInto('applications')
      .values({ offer_id: offerId, student_id: student.id, carta: null, status: 'postulado', created_at, updated_at: created_at })
      .execute();
  }

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    admin = await adminAccount(testApp.app);
    // Six companies await approval, signed up on 1–6 March; one approved, one rejected.
    for (const day of [3, 1, 6, 2, 5, 4]) pending.push(await companyWith('pendiente', `2026-03-0${day}T15:00:00.000Z`));
    approved = await companyWith('aprobada', '2026-02-01T15:00:00.000Z');
    rejected = await companyWith('rechazada', '2026-02-02T15:00:00.000Z');
    for (let index = 0; index < 3; index += 1) students.push(await createAccount(testApp.app, { role: ROLE_IDS.student }));
    await admin.caller.post('/api/admin/roles', { name_ro: 'Docente' });

    // Offers of the approved company: 2 drafts, 3 open (one closes today), 1 lapsed yesterday
    // (reads as expirada), 1 closed, 2 expired. The rejected company has 1 draft.
    await offer(approved, 'borrador', '2026-12-20');
    await offer(approved, 'borrador', '2026-12-21');
    await offer(approved, 'publicada', '2026-12-01');
    await offer(approved, 'publicada', '2026-12-02');
    await offer(approved, 'publicada', today);
    await offer(approved, 'publicada', '2026-11-24');
    await offer(approved, 'cerrada', '2026-11-01');
    await offer(approved, 'expirada', '2026-10-01');
    await offer(approved, 'expirada', '2026-10-02');
    await offer(rejected, 'borrador', '2026-12-22');

    // Weeks of 2026-11-25 (a Wednesday): Mondays 2026-09-07 … 2026-11-23, Ecuador time (UTC−5).
    const [s1, s2, s3] = students as [TestAccount, TestAccount, TestAccount];
    const [o1, o2, o3] = offers as [number, number, number];
    await applicationAt(s1, o1, '2026-11-23T05:00:00.000Z'); // Monday 00:00 in Ecuador: this week
    await applicationAt(s2, o1, '2026-11-25T20:00:00.000Z'); // this week
    await applicationAt(s3, o1, '2026-11-23T04:59:59.999Z'); // Sunday 23:59 in Ecuador: last week
    await applicationAt(s1, o2, '2026-11-16T12:00:00.000Z'); // last week
    await applicationAt(s2, o2, '2026-10-05T15:00:00.000Z'); // the fifth week
    await applicationAt(s3, o2, '2026-09-07T05:00:00.000Z'); // the first week's first instant
    await applicationAt(s1, o3, '2026-09-07T04:59:00.000Z'); // the day before: not counted
    await applicationAt(s2, o3, '2026-11-30T05:00:00.000Z'); // next week: not counted
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('counts users by role, companies awaiting approval, offers by status and applications per week', async () => {
    const figures: AdminDashboard = await adminDashboard(db(), today);

    expect(figures.users_by_role).toEqual([
      { role: { id_ro: 1, name_ro: 'Administrador' }, total: 1 },
      { role: { id_ro: 2, name_ro: 'Empresa' }, total: 8 },
      { role: { id_ro: 3, name_ro: 'Estudiante' }, total: 3 },
      { role: { id_ro: 4, name_ro: 'Tutor académico' }, total: 0 },
      { role: { id_ro: 5, name_ro: 'Docente' }, total: 0 },
    ]);
    expect(figures.companies_pending.total).toBe(6);
    expect(figures.companies_pending.items).toEqual(
      [1, 2, 3, 4, 5].map((day) => {
        const company = pending[[3, 1, 6, 2, 5, 4].indexOf(day)]!;
        return {
          id_us: company.id,
          empresa: `Empresa ${company.id}`,
          ruc: expect.any(String),
          created_at: `2026-03-0${day}T15:00:00.000Z`,
        };
      }),
    );
    expect(figures.offers_by_status).toEqual([
      { status: 'borrador', total: 3 },
      { status: 'publicada', total: 3 },
      { status: 'cerrada', total: 1 },
      { status: 'expirada', total: 3 },
      { status: 'en_revision', total: 0 },
      { status: 'rechazada', total: 0 },
      { status: 'retirada', total: 0 },
    ]);
    expect(figures.applications_per_week.map((week) => week.total)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 2]);
    expect(figures.applications_per_week.map((week) => week.week_start)).toEqual(weekStarts(today));
  });

  it('answers an administrator the admin figures over the API, twelve weeks up to this one', async () => {
    const response = await admin.caller.get('/api/dashboard');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as AdminDashboard;
    expect(data.role).toBe('admin');
    expect(data.companies_pending.total).toBe(6);
    const weeks = data.applications_per_week.map((week) => week.week_start);
    expect(weeks).toHaveLength(12);
    const thisMonday = weeks.at(-1)!;
    expect(new Date(`${thisMonday}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(thisMonday <= offerToday() && offerToday() < shiftDate(thisMonday, { days: 7 })).toBe(true);
    expect(weeks.every((week, index) => index === 0 || week === shiftDate(weeks[index - 1]!, { days: 7 }))).toBe(true);
  });

  it('tells a rejected company its reason and counts its own offers only', async () => {
    await admin.caller.post(`/api/admin/users/${rejected.id}/approval`, {
      status: 'rechazada',
      motivo: 'La empresa no presentó su registro mercantil.',
    });

    const data = (await rejected.caller.get('/api/dashboard')).json().data;

    expect(data).toEqual({
      role: 'company',
      company: {
        empresa: `Empresa ${rejected.id}`,
        status: 'rechazada',
        motivo_rechazo: 'La empresa no presentó su registro mercantil.',
        reviewed_at: expect.any(String),
      },
      offers_by_status: [
        { status: 'borrador', total: 1 },
        { status: 'publicada', total: 0 },
        { status: 'cerrada', total: 0 },
        { status: 'expirada', total: 0 },
        { status: 'en_revision', total: 0 },
        { status: 'rechazada', total: 0 },
        { status: 'retirada', total: 0 },
      ],
      applicants: { total: 0, recent: 0, unreviewed: 0, recent_days: 7 },
    });
    expect((await pending[0]!.caller.get('/api/dashboard')).json().data.company).toMatchObject({
      status: 'pendiente',
      motivo_rechazo: null,
    });
  });

  it('gives a student its applications by status, and never the admin figures', async () => {
    const data = (await students[0]!.caller.get('/api/dashboard')).json().data;
    expect(data).toEqual({
      role: 'student',
      applications_by_status: [
        { status: 'postulado', total: 3 },
        { status: 'en_revision', total: 0 },
        { status: 'entrevista', total: 0 },
        { status: 'seleccionado', total: 0 },
        { status: 'no_seleccionado', total: 0 },
      ],
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('gives the admin figures to a delegated role holding adm-users', async () => {
    const role = (await admin.caller.post('/api/admin/roles', { name_ro: 'Secretaría' })).json().data.id_ro;
    const menu = await db().selectFrom('menus').select('id').where('title', '=', 'adm-users').executeTakeFirstOrThrow();
    await admin.caller.post(`/api/admin/roles/${role}/permissions`, { menu_id: menu.id, c: false, u: false, d: false, x: false });
    const clerk = await createAccount(testApp.app, { role });
    expect((await clerk.caller.get('/api/dashboard')).json().data.role).toBe('admin');
  });
});
