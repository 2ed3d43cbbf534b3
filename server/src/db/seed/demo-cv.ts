import type { Kysely } from 'kysely';
import { isoNow } from '../../lib/time.ts';
import { findCvBasic, saveCvBasic } from '../repositories/cv-basic.ts';
import { insertCvEntry } from '../repositories/cv-entries.ts';
import type { Database } from '../types.ts';

/**
 * A partly filled CV for the demo student (basic, university, languages, work), so the portal
 * shows real data: 44 % complete, five sections still to fill. Added once, when the student has
 * no basic section; what the student changes afterwards is kept.
 */
export async function seedDemoCv(db: Kysely<Database>, userId: number, email: string): Promise<boolean> {
  if (await findCvBasic(db, userId)) return false;
  const university = await db
    .selectFrom('university_careers')
    .innerJoin('universities', 'universities.id', 'university_careers.university_id')
    .select(['universities.id', 'university_careers.nombre', 'university_careers.facultad'])
    .where('universities.siglas', '=', 'UCE')
    .where('university_careers.nombre', '=', 'Computación')
    .executeTakeFirst();
  const now = isoNow();
  const stamps = { user_id: userId, created_at: now, updated_at: now };

  await db.transaction().execute(async (trx) => {
    await saveCvBasic(trx, {
      ...stamps,
      nombres: 'Valeria',
      apellidos: 'Cevallos Andrade',
      fecha_nacimiento: '2002-03-21',
      genero: 'femenino',
      estado_civil: 'soltero',
      nacionalidad: 'EC',
      provincia: '17',
      ciudad: 'quito',
      direccion: 'Av. América N34-120 y Mariana de Jesús',
      celular: '0987654321',
      telefono: null,
      email,
      perfil: 'Estudiante de Computación en la Universidad Central del Ecuador, con interés en desarrollo web y análisis de datos.',
    });
    // An administrator may have removed the seeded university: the demo then has one section less.
    if (university) {
      await insertCvEntry(trx, 'education-in', {
        ...stamps,
        universidad_id: university.id,
        facultad: university.facultad,
        carrera: university.nombre,
        nivel: 'tercer',
        semestre: '8.º semestre',
        fecha_inicio: '2020-10-05',
        fecha_fin: null,
        titulo: null,
      });
    }
    const level = (code: string) => ({ nivel_hablado: code, nivel_escrito: code, nivel_comprension: code });
    await insertCvEntry(trx, 'languages', { ...stamps, idioma: 'espanol', ...level('nativo'), certificado: null });
    await insertCvEntry(trx, 'languages', {
      ...stamps,
      idioma: 'ingles',
      ...level('intermedio'),
      nivel_comprension: 'avanzado',
      certificado: 'Cambridge B1 Preliminary',
    });
    await insertCvEntry(trx, 'work', {
      ...stamps,
      empresa: 'Andes Tecnología Cía. Ltda.',
      cargo: 'Pasante de desarrollo web',
      area: 'tecnologia',
      fecha_inicio: '2023-07-03',
      fecha_fin: '2023-09-29',
      funciones: 'Maquetación de pantallas en React y pruebas de la API de facturación electrónica.',
      motivo_salida: 'Fin de la pasantía.',
      referencia_nombre: 'Daniela Ortiz',
      referencia_telefono: '0991234567',
    });
  });
  return true;
}
