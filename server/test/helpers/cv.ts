import type { FastifyInstance } from 'fastify';
import type { CvCaseUniversity } from '@portal/contracts/test-cases';

/** A seeded university and one of its careers, as the bodies of education-in name them. */
export async function seededUniversity(app: FastifyInstance, siglas = 'UCE', carrera = 'Computación'): Promise<CvCaseUniversity> {
  const career = await app.db
    .selectFrom('university_careers')
    .innerJoin('universities', 'universities.id', 'university_careers.university_id')
    .select(['universities.id', 'university_careers.facultad', 'university_careers.nombre'])
    .where('universities.siglas', '=', siglas)
    .where('university_careers.nombre', '=', carrera)
    .executeTakeFirstOrThrow();
  return { universidad_id: career.id, facultad: career.facultad, carrera: career.nombre };
}
