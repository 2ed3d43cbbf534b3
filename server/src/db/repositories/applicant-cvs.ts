import { cvEntrySections, type CvSection } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database, IsoDate } from '../types.ts';
import { cvTables } from './cv-tables.ts';

/** A study or a job as the applicants' list summarizes it. */
export interface DatedEntry {
  user_id: number;
  what: string;
  where: string;
  fecha_inicio: IsoDate;
  fecha_fin: IsoDate | null;
}

/**
 * What the applicants' list shows of several students' CVs, in a fixed number of queries
 * whatever the page's size: the basic section, every study and job (the service picks the
 * latest), and which sections each has filled.
 */
export async function applicantCvRows(db: Kysely<Database>, studentIds: readonly number[]) {
  const ids = [...new Set(studentIds)];
  if (ids.length === 0) return { basics: [], studies: [], jobs: [], filled: new Map<number, Set<CvSection>>() };
  const [basics, universityStudies, otherStudies, jobs, ...sections] = await Promise.all([
    db
      .selectFrom('cv_basic')
      .select(['user_id', 'nombres', 'apellidos', 'email', 'celular', 'ciudad'])
      .where('user_id', 'in', ids)
      .execute(),
    db
      .selectFrom('cv_education_in')
      .innerJoin('universities', 'universities.id', 'cv_education_in.universidad_id')
      .select(['cv_education_in.user_id', 'cv_education_in.carrera', 'cv_education_in.titulo', 'universities.nombre as institucion'])
      .select(['cv_education_in.fecha_inicio', 'cv_education_in.fecha_fin'])
      .where('cv_education_in.user_id', 'in', ids)
      .execute(),
    db
      .selectFrom('cv_education_out')
      .select(['user_id', 'titulo as what', 'institucion as where', 'fecha_inicio', 'fecha_fin'])
      .where('user_id', 'in', ids)
      .execute(),
    db
      .selectFrom('cv_work')
      .select(['user_id', 'cargo as what', 'empresa as where', 'fecha_inicio', 'fecha_fin'])
      .where('user_id', 'in', ids)
      .execute(),
    ...cvEntrySections.map((section) =>
      (db as unknown as Kysely<Record<string, { user_id: number }>>)
        .selectFrom(cvTables[section])
        .select('user_id')
        .distinct()
        .where('user_id', 'in', ids)
        .execute(),
    ),
  ]);
  const filled = new Map<number, Set<CvSection>>(ids.map((id) => [id, new Set()]));
  for (const row of basics) filled.get(row.user_id)!.add('basic');
  cvEntrySections.forEach((section, index) => {
    for (const row of sections[index]!) filled.get(row.user_id)?.add(section);
  });
  const studies: DatedEntry[] = [
    ...universityStudies.map((row) => ({
      user_id: row.user_id,
      what: row.titulo ?? row.carrera,
      where: row.institucion,
      fecha_inicio: row.fecha_inicio,
      fecha_fin: row.fecha_fin,
    })),
    ...otherStudies,
  ];
  return { basics, studies, jobs: jobs as DatedEntry[], filled };
}
