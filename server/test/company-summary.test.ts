import { offerMessages, ROLE_IDS } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts';
import { isoIn, isoNow } from '../src/lib/time.ts';
import { createAccount, type TestAccount } from './helpers/accounts.ts';
import { approvedCompany, draftOffer, letOfferLapse, publishedOffer } from './helpers/offers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const DAY = 24 * 60 * 60;

describe.each(testDialects())('a company’s landing figures on %s', (dialect) => {
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

  const summaryOf = async (company: TestAccount) => {
    const response = await company.caller.get('/api/company/summary');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

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

    expect(await summaryOf(company)).toEqual({
      empresa: { status: 'aprobada', motivo: null },
      ofertas: { borrador: 2, publicada: 1, cerrada: 1, expirada: 1 },
      postulantes: { total: 4, nuevos: 2, sin_revisar: 2, dias_nuevos: 7 },
    });
    expect((await summaryOf(other)).postulantes).toEqual({ total: 1, nuevos: 1, sin_revisar: 1, dias_nuevos: 7 });
  });

  it('answers zeros for a new company, with the reason it cannot publish while pending or rejected', async () => {
    const pending = await createAccount(app(), { role: ROLE_IDS.company });
    expect(await summaryOf(pending)).toEqual({
      empresa: { status: 'pendiente', motivo: offerMessages.companyPending },
      ofertas: { borrador: 0, publicada: 0, cerrada: 0, expirada: 0 },
      postulantes: { total: 0, nuevos: 0, sin_revisar: 0, dias_nuevos: 7 },
    });
    await app().db.updateTable('company_profiles').set({ status: 'rechazada' }).where('user_id', '=', pending.id).execute();
    expect((await summaryOf(pending)).empresa).toEqual({ status: 'rechazada', motivo: offerMessages.companyRejected });
  });

  it('refuses an Empresa account without company data (403 with the reason), not a 500', async () => {
    const company = await createAccount(app(), { role: ROLE_IDS.company });
    await app().db.deleteFrom('company_profiles').where('user_id', '=', company.id).execute();
    const response = await company.caller.get('/api/company/summary');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(offerMessages.noCompany);
  });
});
