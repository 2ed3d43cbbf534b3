import { offerToday, ROLE_IDS, shiftDate } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { isoNow } from '../../lib/time.ts';
import { findUserIdByEmail, insertUser, newAccountRow } from '../repositories/users.ts';
import type { Database } from '../types.ts';

type HashPassword = (password: string) => Promise<string>;

export const demoTutor = { email: 'tutor.demo@bolsa.test', password: 'Demo.Tutor.2026', role: ROLE_IDS.tutor } as const;

/**
 * A Tutor académico, a vigente convenio with the demo company and a practicum in progress of the
 * demo student with a few hours logged (two approved, one waiting), each added when missing.
 * Answers what it added.
 */
export async function seedDemoPracticums(
  db: Kysely<Database>,
  hashPassword: HashPassword,
  emails: { company: string; student: string },
): Promise<string[]> {
  const added: string[] = [];
  const [companyId, studentId] = [await findUserIdByEmail(db, emails.company), await findUserIdByEmail(db, emails.student)];
  if (companyId === undefined || studentId === undefined) return added;
  const education = await db
    .selectFrom('cv_education_in')
    .select(['universidad_id', 'carrera'])
    .where('user_id', '=', studentId)
    .executeTakeFirst();
  if (!education) return added;
  const now = isoNow();
  const today = offerToday();

  let tutorId = await findUserIdByEmail(db, demoTutor.email);
  if (tutorId === undefined) {
    tutorId = await insertUser(db, {
      ...newAccountRow(
        {
          name_us: 'Patricio Salazar Mena',
          email: demoTutor.email,
          dni: null,
          dni_type: null,
          role_id: ROLE_IDS.tutor,
          email_verified_at: now,
        },
        now,
      ),
      password_hash: await hashPassword(demoTutor.password),
    });
    await db
      .insertInto('tutor_careers')
      .values({ tutor_id: tutorId, universidad_id: education.universidad_id, carrera: education.carrera })
      .execute();
    added.push('tutor');
  }

  const start = shiftDate(today, { days: -21 });
  const end = shiftDate(today, { days: 60 });
  let convenio = await db
    .selectFrom('convenios')
    .select('id')
    .where('company_id', '=', companyId)
    .where('fecha_inicio', '<=', start)
    .where('fecha_fin', '>=', end)
    .executeTakeFirst();
  if (!convenio) {
    convenio = await db
      .insertInto('convenios')
      .values({
        company_id: companyId,
        numero: 'CONV-DEMO-001',
        objeto: 'Prácticas pre-profesionales de estudiantes de la carrera en proyectos de desarrollo de software.',
        fecha_inicio: shiftDate(today, { days: -90 }),
        fecha_fin: shiftDate(today, { days: 365 }),
        documento_file: null,
        documento_bytes: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    added.push('convenio');
  }

  const existing = await db.selectFrom('practicas').select('id').where('student_id', '=', studentId).executeTakeFirst();
  if (existing) return added;
  const { id } = await db
    .insertInto('practicas')
    .values({
      student_id: studentId,
      company_id: companyId,
      convenio_id: convenio.id,
      tutor_id: tutorId,
      universidad_id: education.universidad_id,
      carrera: education.carrera,
      tipo: 'laborales',
      offer_id: null,
      fecha_inicio: start,
      fecha_fin: end,
      anio: Number(start.slice(0, 4)),
      horas_planificadas: 240,
      horas_aprobadas: 14,
      estado: 'en_curso',
      motivo_anulacion: null,
      ev_puntualidad: null,
      ev_responsabilidad: null,
      ev_trabajo_equipo: null,
      ev_conocimientos: null,
      ev_comunicacion: null,
      ev_comentario: null,
      ev_at: null,
      est_puntaje: null,
      est_comentario: null,
      est_at: null,
      cal_resultado: null,
      cal_nota: null,
      cal_observaciones: null,
      cal_at: null,
      certificado_codigo: null,
      certificado_emitido_en: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entries = [
    { days: -14, horas: 8, estado: 'aprobada' as const, actividades: 'Inducción al equipo y configuración del entorno de desarrollo.' },
    { days: -13, horas: 6, estado: 'aprobada' as const, actividades: 'Corrección de errores en el módulo de inventario.' },
    { days: -2, horas: 5, estado: 'pendiente' as const, actividades: 'Diseño de la pantalla de reportes de ventas.' },
  ];
  await db
    .insertInto('practica_horas')
    .values(
      entries.map((entry) => ({
        practica_id: id,
        student_id: studentId,
        fecha: shiftDate(today, { days: entry.days }),
        horas: entry.horas,
        actividades: entry.actividades,
        estado: entry.estado,
        motivo: null,
        reviewed_at: entry.estado === 'aprobada' ? now : null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  added.push('práctica');
  return added;
}
