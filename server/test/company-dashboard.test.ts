import { ROLE_IDS } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts';
import { isoIn, isoNow } from '../src/lib/time.ts';
import { createAccount, type TestAccount } from './helpers/accounts.ts';
import { approvedCompany, draftOffer, letOfferLapse, publishedOffer } from './helpers/offers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const DAY = 24 * 60 * 60;

describe.each(testDialects())('a company’s landing figures (GET /api/dashboard) on %s', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;

  /** An application written directly (applying needs a student's CV, beside the point here). */
  async function application(offerId: number, status: ApplicationStatus, createdAt = isoNow()) {
    const student = await createAccount(app(), { role: ROLE_IDS.student });
    await app()
      .db.insertInto('applications')
      .values({ offer_id: offerId, student_id: student.id, carta: null, status, created_at: createdAt, updated_at: createdAt })
      .execute();
  }

  const dashboardOf = async (company: TestAccount) => {
    const response = await company.caller.get('/api/dashboard');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const offers = (borrador: number, publicada: number, cerrada: number, expirada: number) => [
    { status: 'borrador', total: borrador },
    { status: 'publicada', total: publicada },
    { status: 'cerrada', total: cerrada },
    { status: 'expirada', total: expirada },
    { status: 'en_revision', total: 0 },
    { status: 'rechazada', total: 0 },
    { status: 'retirada', total: 0 },
  ];

  it('counts the company’s own offers by status as read today, and its applicants: all, new this week, not yet reviewed', async () => {
    const company = await approvedCompany(app());
    const other = await approvedCompany(app());
    await draftOffer(company);
    await draftOffer(company);
    const open = await publishedOffer(company);
    const lapsed = await publishedOffer(company);
    await letOfferLapse(app(), lapsed);
    const closed = await publishedOffer(company);
    expect((await company.caller.post(`/api/company/offers/${closed}/close`)).statusCode).toBe(200);
    await application(open, 'postulado');
    await application(open, 'entrevista', isoIn(-2 * DAY));
    await application(lapsed, 'postulado', isoIn(-10 * DAY));
    await application(closed, 'no_seleccionado', isoIn(-30 * DAY));
    // Another company's offer and applicant count for it, not for this one.
    await application(await publishedOffer(other), 'postulado');

    expect(await dashboardOf(company)).toMatchObject({
      role: 'company',
      company: { status: 'aprobada', motivo_rechazo: null },
      offers_by_status: offers(2, 1, 1, 1),
      applicants: { total: 4, recent: 2, unreviewed: 2, recent_days: 7 },
    });
    expect((await dashboardOf(other)).applicants).toEqual({ total: 1, recent: 1, unreviewed: 1, recent_days: 7 });
  });

  it('answers zeros for a new company awaiting approval', async () => {
    const pending = await createAccount(app(), { role: ROLE_IDS.company });
    expect(await dashboardOf(pending)).toMatchObject({
      role: 'company',
      company: { status: 'pendiente', motivo_rechazo: null, reviewed_at: null },
      offers_by_status: offers(0, 0, 0, 0),
      applicants: { total: 0, recent: 0, unreviewed: 0, recent_days: 7 },
    });
  });
});
