import { cvCompleteness } from '@portal/contracts';
import type { ApplicantCvSummary } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { applicantCvRows, type DatedEntry } from '../db/repositories/applicant-cvs.ts';
import type { OfferApplicationRow } from '../db/repositories/applications.ts';
import { catalogItemNames } from '../db/repositories/catalogs.ts';
import type { Database } from '../db/types.ts';
import { catalogValue } from './offer-views.ts';

/** What a company reads wherever a purged applicant was (list, CSV, detail). */
export const PURGED_APPLICANT = 'Postulante eliminado';

/** Ongoing first (no end date), then the latest end, then the latest start. */
function latest(entries: DatedEntry[]): DatedEntry | undefined {
  const key = (entry: DatedEntry) => `${entry.fecha_fin === null ? '1' : '0'}${entry.fecha_fin ?? ''}${entry.fecha_inicio}`;
  return entries.reduce<DatedEntry | undefined>((best, entry) => (!best || key(entry) > key(best) ? entry : best), undefined);
}

const byStudent = (entries: DatedEntry[]) => {
  const grouped = new Map<number, DatedEntry[]>();
  for (const entry of entries) grouped.set(entry.user_id, [...(grouped.get(entry.user_id) ?? []), entry]);
  return grouped;
};

/**
 * What a company sees of each applicant's CV in its list and export: the name and contact of
 * the basic section (the account's name and e-mail where it has none), the city, the latest
 * studies and job, and how complete the CV is.
 */
export async function applicantCvSummaries(
  db: Kysely<Database>,
  rows: ReadonlyArray<Pick<OfferApplicationRow, 'student_id' | 'name_us' | 'email'> & { purged_at?: string | null }>,
): Promise<Map<number, ApplicantCvSummary>> {
  const { basics, studies, jobs, filled } = await applicantCvRows(
    db,
    rows.map((row) => row.student_id),
  );
  const names = await catalogItemNames(
    db,
    basics.map((basic) => ({ type: 'ciudades', code: basic.ciudad })),
  );
  const basicOf = new Map(basics.map((basic) => [basic.user_id, basic]));
  const [studiesOf, jobsOf] = [byStudent(studies), byStudent(jobs)];
  return new Map(
    rows.map((row) => {
      const basic = basicOf.get(row.student_id);
      const study = latest(studiesOf.get(row.student_id) ?? []);
      const job = latest(jobsOf.get(row.student_id) ?? []);
      const purged = row.purged_at !== null && row.purged_at !== undefined;
      const summary: ApplicantCvSummary = {
        student_id: row.student_id,
        // A purged account (its owner asked for deletion) keeps its application rows, anonymised.
        nombre: purged ? PURGED_APPLICANT : basic ? `${basic.nombres} ${basic.apellidos}` : row.name_us,
        email: purged ? '' : (basic?.email ?? row.email),
        celular: basic?.celular ?? null,
        ciudad: basic ? catalogValue(names, 'ciudades', basic.ciudad) : null,
        educacion: study ? { titulo: study.what, institucion: study.where, fecha_fin: study.fecha_fin } : null,
        trabajo: job ? { cargo: job.what, empresa: job.where, fecha_fin: job.fecha_fin } : null,
        completeness: cvCompleteness(filled.get(row.student_id) ?? []),
      };
      return [row.student_id, summary];
    }),
  );
}
