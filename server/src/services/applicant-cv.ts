import type { ApplicantCvSummary } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import type { OfferApplicationRow } from '../db/repositories/applications.ts';
import type { Database } from '../db/types.ts';

/**
 * What a company sees of each applicant's CV in its list and export. Until the CV tables land
 * it is the account's name and e-mail.
 */
export async function applicantCvSummaries(
  _db: Kysely<Database>,
  rows: ReadonlyArray<Pick<OfferApplicationRow, 'student_id' | 'name_us' | 'email'>>,
): Promise<Map<number, ApplicantCvSummary>> {
  return new Map(
    rows.map((row) => [
      row.student_id,
      {
        student_id: row.student_id,
        nombre: row.name_us,
        email: row.email,
        celular: null,
        ciudad: null,
        educacion: null,
        trabajo: null,
        completeness: { percent: 0, missing: [] },
      },
    ]),
  );
}
