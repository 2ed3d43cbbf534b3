import type { Kysely } from 'kysely';
import { isoNow } from '../../lib/time.ts';
import { insertCompanyProfile } from '../repositories/company-profiles.ts';
import { findUserIdByEmail, insertUser, newAccountRow } from '../repositories/users.ts';
import type { Database } from '../types.ts';
import { ROLE_IDS } from '@portal/contracts';
import { seedDemoCv } from './demo-cv.ts';
import { seedDemoFollowUp } from './demo-follow-up.ts';
import type { HashPassword } from './first-admin.ts';

/** Documented in the README; for demonstrations and manual testing, never for production. */
export const demoAccounts = {
  company: { email: 'empresa.demo@bolsa.test', password: 'Demo.Empresa.2026', role: ROLE_IDS.company },
  student: { email: 'estudiante.demo@bolsa.test', password: 'Demo.Estudiante.2026', role: ROLE_IDS.student },
} as const;

/** Adds the demo company (approved) and student (verified, with a partly filled CV) when they are missing. */
export async function seedDemo(db: Kysely<Database>, hashPassword: HashPassword): Promise<string[]> {
  const created: string[] = [];
  const now = isoNow();

  if ((await findUserIdByEmail(db, demoAccounts.student.email)) === undefined) {
    await insertUser(db, {
      ...newAccountRow(
        {
          name_us: 'Valeria Cevallos Andrade',
          email: demoAccounts.student.email,
          dni: '1710034065',
          dni_type: 'cedula',
          role_id: ROLE_IDS.student,
          email_verified_at: now,
        },
        now,
      ),
      password_hash: await hashPassword(demoAccounts.student.password),
    });
    created.push(demoAccounts.student.email);
  }
  const studentId = await findUserIdByEmail(db, demoAccounts.student.email);
  if (studentId !== undefined && (await seedDemoCv(db, studentId, demoAccounts.student.email)))
    created.push(`hoja de vida de ${demoAccounts.student.email}`);

  if ((await findUserIdByEmail(db, demoAccounts.company.email)) === undefined) {
    await db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        ...newAccountRow(
          {
            name_us: 'Andes Tecnología Cía. Ltda.',
            email: demoAccounts.company.email,
            dni: '1792345679001',
            dni_type: 'ruc',
            role_id: ROLE_IDS.company,
            email_verified_at: now,
          },
          now,
        ),
        password_hash: await hashPassword(demoAccounts.company.password),
      });
      await insertCompanyProfile(trx, {
        user_id: id,
        ruc: '1792345679001',
        empresa: 'Andes Tecnología Cía. Ltda.',
        descripcion: 'Desarrollo de software y servicios en la nube para empresas del Ecuador.',
        representante: 'Martín Salazar Vega',
        pais: 'EC',
        provincia: '17',
        ciudad: 'Quito',
        telefono: '022345678',
        web: 'https://andes-tecnologia.example.ec',
        cargo: 'Jefa de talento humano',
        telcontacto: '0991234567',
        nomcontacto: 'Daniela Ortiz',
        status: 'aprobada',
        reviewed_by: null,
        reviewed_at: now,
        created_at: now,
        updated_at: now,
      });
    });
    created.push(demoAccounts.company.email);
  }
  if (await seedDemoFollowUp(db, hashPassword)) created.push('graduados y encuesta de seguimiento de demostración');
  return created;
}
