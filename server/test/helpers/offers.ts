import { offerToday, ROLE_IDS, shiftDate } from '@portal/contracts';
import { cvSampleBodies } from '@portal/contracts/test-cases';
import type { FastifyInstance } from 'fastify';
import { isoNow } from '../../src/lib/time.ts';
import { createAccount, type TestAccount } from './accounts.ts';
import { seededUniversity } from './cv.ts';

/** Today in Ecuador moved by `days`: what closing dates are compared with. */
export const dayFromToday = (days: number) => shiftDate(offerToday(), { days });

/** A complete, valid offer form; `overrides` replace fields. */
export function offerBody(overrides: Record<string, unknown> = {}) {
  return {
    titulo: 'Desarrollador web junior',
    descripcion: 'Desarrollo y mantenimiento de aplicaciones web para clientes del sector financiero.',
    area: 'tecnologia',
    tipo_contrato: 'tiempo-completo',
    modalidad: 'hibrido',
    provincia: '17',
    ciudad: 'quito',
    vacantes: 2,
    salario_min: 800,
    salario_max: 1200,
    requisitos: 'Estudiante de los últimos semestres de Ingeniería en Sistemas o afines.',
    carreras: ['Computación'],
    experiencia: 'Sin experiencia previa',
    fecha_cierre: dayFromToday(30),
    ...overrides,
  };
}

/** A company account whose approval an administrator gave (status `aprobada`). */
export async function approvedCompany(app: FastifyInstance): Promise<TestAccount> {
  const company = await createAccount(app, { role: ROLE_IDS.company });
  await app.db
    .updateTable('company_profiles')
    .set({ status: 'aprobada', reviewed_at: isoNow() })
    .where('user_id', '=', company.id)
    .execute();
  return company;
}

/** A CV's sections as a student fills them in (the contract's sample values). */
export async function cvBodies(app: FastifyInstance) {
  return cvSampleBodies(await seededUniversity(app));
}

/**
 * A student whose CV has its basic section (what applying requires), saved through the API;
 * `basic` replaces sample fields, `sections` adds entries of other sections.
 */
export async function studentWithCv(
  app: FastifyInstance,
  {
    basic = {},
    sections = [],
  }: { basic?: Record<string, unknown>; sections?: Array<'education-in' | 'education-out' | 'work' | 'languages'> } = {},
): Promise<TestAccount> {
  const student = await createAccount(app, { role: ROLE_IDS.student });
  const bodies = await cvBodies(app);
  const saved = await student.caller.put('/api/cv/basic', { ...bodies.basic, ...basic });
  if (saved.statusCode !== 200) throw new Error(`CV basic: ${saved.statusCode} ${saved.body}`);
  for (const section of sections) {
    const added = await student.caller.post(`/api/cv/${section}`, bodies[section]);
    if (added.statusCode !== 201) throw new Error(`CV ${section}: ${added.statusCode} ${added.body}`);
  }
  return student;
}

/** Creates an offer through the API as a draft; returns its id. */
export async function draftOffer(company: TestAccount, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await company.caller.post('/api/company/offers', offerBody(overrides));
  if (response.statusCode !== 201) throw new Error(`draft offer: ${response.statusCode} ${response.body}`);
  return response.json().data.id as number;
}

/** Creates and publishes an offer through the API (the company must be approved); returns its id. */
export async function publishedOffer(company: TestAccount, overrides: Record<string, unknown> = {}): Promise<number> {
  const id = await draftOffer(company, overrides);
  const response = await company.caller.post(`/api/company/offers/${id}/publish`);
  if (response.statusCode !== 200) throw new Error(`publish offer: ${response.statusCode} ${response.body}`);
  return id;
}

/** Moves a published offer's closing date into the past, as if days had gone by (the API refuses such a date). */
export async function letOfferLapse(app: FastifyInstance, offerId: number, daysAgo = 1): Promise<void> {
  await app.db
    .updateTable('offers')
    .set({ fecha_cierre: dayFromToday(-daysAgo), fecha_publicacion: dayFromToday(-daysAgo - 10) })
    .where('id', '=', offerId)
    .execute();
  // Days passing, squeezed into one: the students' search keeps its pages by day
  // (plugins/kept-answers.ts), so a real lapse is read afresh the next day.
  app.offerSearchCache.dropAll();
}

/** The audit entries of one record, oldest first, with their JSON parsed. */
export async function auditOf(app: FastifyInstance, entity: string, id: number) {
  const rows = await app.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'before_data', 'after_data'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    actor_id: row.actor_id,
    action: row.action,
    before: JSON.parse(row.before_data ?? 'null'),
    after: JSON.parse(row.after_data ?? 'null'),
  }));
}
