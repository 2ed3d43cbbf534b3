import { ROLE_IDS } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { isoNow } from '../../lib/time.ts';
import { findUserIdByEmail, insertUser, newAccountRow } from '../repositories/users.ts';
import type { Database } from '../types.ts';
import type { HashPassword } from './first-admin.ts';

const DEMO_SURVEY = 'Seguimiento a graduados 2025 (demostración)';

/** Graduates of two UCE careers; with a closed survey's answers the report shows figures (Computación, 5 answers) and a suppressed row (Ingeniería Civil, 3). */
const graduates = [
  ...['Andrea Paredes', 'Bruno Jaramillo', 'Camila Vásquez', 'Diego Moncayo', 'Elena Rivas', 'Fernando Toapanta'].map((name, index) => ({
    name,
    carrera: 'Computación',
    facultad: 'Facultad de Ingeniería y Ciencias Aplicadas',
    fecha_fin: '2024-07-31',
    titulo: 'Ingeniero/a en Computación',
    answer:
      [
        { situacion: 'empleado', fecha_primer_empleo: '2024-09-15', relacion_carrera: 5, sector: 'privado', rango_salarial: 'r3' },
        { situacion: 'empleado', fecha_primer_empleo: '2025-01-10', relacion_carrera: 4, sector: 'publico', rango_salarial: 'r2' },
        { situacion: 'emprendedor', fecha_primer_empleo: '2024-11-01', relacion_carrera: 4, sector: 'propio', rango_salarial: 'r2' },
        { situacion: 'desempleado', fecha_primer_empleo: null, relacion_carrera: null, sector: null, rango_salarial: null },
        { situacion: 'empleado', fecha_primer_empleo: '2025-03-01', relacion_carrera: 3, sector: 'privado', rango_salarial: 'r4' },
      ][index] ?? null,
  })),
  ...['Gabriela Chiriboga', 'Hugo Benítez', 'Isabel Guerrero'].map((name) => ({
    name,
    carrera: 'Ingeniería Civil',
    facultad: 'Facultad de Ingeniería y Ciencias Aplicadas',
    fecha_fin: '2023-12-15',
    titulo: 'Ingeniero/a Civil',
    answer: { situacion: 'empleado', fecha_primer_empleo: '2024-04-01', relacion_carrera: 4, sector: 'publico', rango_salarial: 'r3' },
  })),
];

const months = (from: string, to: string) => {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
};

/** Adds the demo graduates and the closed demo survey with its answers once (none when the survey exists). */
export async function seedDemoFollowUp(db: Kysely<Database>, hashPassword: HashPassword): Promise<boolean> {
  if (await db.selectFrom('surveys').select('id').where('titulo', '=', DEMO_SURVEY).executeTakeFirst()) return false;
  const uce = await db.selectFrom('universities').select('id').where('siglas', '=', 'UCE').executeTakeFirst();
  if (!uce) return false;
  const passwordHash = await hashPassword('Demo.Graduado.2026');
  await db.transaction().execute(async (trx) => {
    const now = isoNow();
    const { id: surveyId } = await trx
      .insertInto('surveys')
      .values({
        titulo: DEMO_SURVEY,
        introduccion: 'Cuéntanos cómo te va después de graduarte.',
        graduados_desde: null,
        graduados_hasta: null,
        bloque_laboral: 1,
        estado: 'cerrada',
        created_by: null,
        opened_at: now,
        closed_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('survey_careers')
      .values(
        ['Computación', 'Ingeniería Civil'].map((carrera, position) => ({
          survey_id: surveyId,
          position,
          universidad_id: uce.id,
          carrera,
        })),
      )
      .execute();
    for (const [index, graduate] of graduates.entries()) {
      const email = `graduado${index + 1}.demo@bolsa.test`;
      const userId =
        (await findUserIdByEmail(trx, email)) ??
        (await insertUser(trx, {
          ...newAccountRow(
            { name_us: graduate.name, email, dni: null, dni_type: null, role_id: ROLE_IDS.student, email_verified_at: now },
            now,
          ),
          password_hash: passwordHash,
        }));
      await trx
        .insertInto('cv_education_in')
        .values({
          user_id: userId,
          universidad_id: uce.id,
          facultad: graduate.facultad,
          carrera: graduate.carrera,
          nivel: 'tercer',
          semestre: '10',
          fecha_inicio: '2019-04-01',
          fecha_fin: graduate.fecha_fin,
          titulo: graduate.titulo,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const cohorte = Number(graduate.fecha_fin.slice(0, 4));
      const { id: invitationId } = await trx
        .insertInto('survey_invitations')
        .values({
          survey_id: surveyId,
          user_id: userId,
          universidad_id: uce.id,
          carrera: graduate.carrera,
          cohorte,
          fecha_grado: graduate.fecha_fin,
          token_hash: null,
          reminder_token_hash: null,
          sent_at: now,
          reminded_at: null,
          answered_at: graduate.answer ? now : null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!graduate.answer) continue;
      const { fecha_primer_empleo } = graduate.answer;
      await trx
        .insertInto('survey_answers')
        .values({
          survey_id: surveyId,
          invitation_id: invitationId,
          user_id: userId,
          universidad_id: uce.id,
          carrera: graduate.carrera,
          cohorte,
          ...graduate.answer,
          meses_primer_empleo: fecha_primer_empleo ? months(graduate.fecha_fin, fecha_primer_empleo) : null,
          respuestas: '[]',
          created_at: now,
        })
        .execute();
    }
  });
  return true;
}
