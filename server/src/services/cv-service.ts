import { cvCompleteness, cvEntrySections, type CvSection, cvSectionKeys } from '@portal/contracts';
import type { Cv, CvBasic, CvBasicBody } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { findCvBasic, saveCvBasic } from '../db/repositories/cv-basic.ts';
import { listCvEntries } from '../db/repositories/cv-entries.ts';
import { findUserById, updateUser } from '../db/repositories/users.ts';
import type { CvBasicRow, Database } from '../db/types.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { withStudentPhoto } from './cv-photo-service.ts';
import { checkCvValues } from './cv-validation.ts';
import { cvBasicView, cvEntryView, loadCvLookups } from './cv-views.ts';

export const cvBasicMessages = { saved: 'Información personal guardada.' } as const;

/**
 * A student's whole CV as `GET /api/cv` answers it, with its completeness. A function of the
 * database and the student, not of a request: the PDF renderer and the companies' view of an
 * applicant use it too. `photo_url` is the photo feature's to fill.
 */
export async function getCv(db: Kysely<Database>, userId: number, { withAccount = false } = {}): Promise<Cv> {
  const [basic, user, ...lists] = await Promise.all([
    findCvBasic(db, userId),
    findUserById(db, userId),
    ...cvEntrySections.map((section) => listCvEntries(db, section, userId)),
  ]);
  const sections = cvEntrySections.map((section, index) => [section, lists[index]!] as const);
  const lookups = await loadCvLookups(db, [...(basic ? [['basic', [basic]] as const] : []), ...sections]);

  const filled: CvSection[] = [
    ...(basic ? ['basic' as const] : []),
    ...sections.filter(([, rows]) => rows.length > 0).map(([section]) => section),
  ];
  const entries = Object.fromEntries(
    sections.map(([section, rows]) => [cvSectionKeys[section], rows.map((row) => cvEntryView(section, row, lookups))]),
  ) as Omit<Cv, 'basic' | 'photo_url' | 'completeness' | 'account'>;
  return {
    basic: basic ? cvBasicView(basic, user?.dni ?? '', lookups) : null,
    photo_url: null,
    ...entries,
    completeness: cvCompleteness(filled),
    ...(withAccount && user && { account: { email: user.email, dni: user.dni } }),
  };
}

export async function callerCv(context: ServiceContext): Promise<Cv> {
  const userId = signedIn(context).user.id_us;
  // The student's own account comes with their own CV only (never a company's copy).
  return withStudentPhoto(context, userId, await getCv(context.db, userId, { withAccount: true }));
}

/**
 * Creates or replaces the caller's basic section; `dni` stays the account's. The section's names
 * become the account's `name_us` (the greeting, the initials, the users list and the audit say
 * them), audited and announced (`user.updated`) when they change.
 */
export async function saveCallerCvBasic(context: ServiceContext, body: CvBasicBody): Promise<CvBasic> {
  const userId = signedIn(context).user.id_us;
  await applyChange(context, async (trx, changes) => {
    const previous = await findCvBasic(trx, userId, { forUpdate: true });
    const values = await checkCvValues(trx, 'basic', body, { userId, entryId: null, previous });
    const now = isoNow();
    await saveCvBasic(trx, {
      ...(values as Omit<CvBasicRow, 'user_id' | 'created_at' | 'updated_at'>),
      user_id: userId,
      created_at: now,
      updated_at: now,
    });
    const name = `${String(values['nombres'])} ${String(values['apellidos'])}`.trim();
    const account = await findUserById(trx, userId);
    if (account && account.name_us !== name) {
      await updateUser(trx, userId, { name_us: name, updated_at: now });
      changes.record({
        entity: 'user',
        entityId: userId,
        action: 'update',
        before: { name_us: account.name_us },
        after: { name_us: name },
      });
      changes.announce({ name: 'user.updated', payload: { userId, signedOut: false } });
    }
  });
  const [row, user] = await Promise.all([findCvBasic(context.db, userId), findUserById(context.db, userId)]);
  return cvBasicView(row!, user?.dni ?? '', await loadCvLookups(context.db, [['basic', [row!]]]));
}
