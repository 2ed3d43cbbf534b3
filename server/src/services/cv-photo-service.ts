import { photoMessages, ROLE_IDS } from '@portal/contracts';
import type { Cv, CvPhoto, PhotoLinkQuery } from '@portal/contracts/schemas';
import { isApplicantOf } from '../db/repositories/applications.ts';
import { deletePhotoRow, findPhoto, findPhotoByFile, lockPhotoOwner, savePhotoRow } from '../db/repositories/cv-photos.ts';
import type { CvPhotoRow } from '../db/types.ts';
import { forbidden, notFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { normalizePhoto } from '../photos/photo-image.ts';
import { applyChange } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';

type PhotoContext = Pick<ServiceContext, 'db' | 'photos' | 'session'>;

/**
 * Who may see a student's photo (API.md): the student, an administrator, and a company the
 * student applied to (any of its offers, whatever the application's status). Every link to a
 * photo is handed out through this check, so widening it is a change here only.
 */
export async function canSeeStudentPhoto(context: Pick<ServiceContext, 'db' | 'session'>, studentId: number): Promise<boolean> {
  const viewer = signedIn(context).user;
  return viewer.id_us === studentId || viewer.role_id === ROLE_IDS.admin || (await isApplicantOf(context.db, viewer.id_us, studentId));
}

function photoView(context: PhotoContext, row: CvPhotoRow): CvPhoto {
  return { photo_url: context.photos.links.url(row.file_name), width: row.width, height: row.height, updated_at: row.updated_at };
}

/** The student's photo as the caller may see it; null when there is none or the caller may not. */
export async function studentPhotoOrNull(context: PhotoContext, studentId: number): Promise<CvPhoto | null> {
  if (!(await canSeeStudentPhoto(context, studentId))) return null;
  const row = await findPhoto(context.db, studentId);
  return row ? photoView(context, row) : null;
}

/**
 * A student's CV as the caller may see it: its `photo_url` filled in when the caller may see the
 * photo (getCv leaves it null, being a function of the data alone).
 */
export async function withStudentPhoto(context: PhotoContext, studentId: number, cv: Cv): Promise<Cv> {
  const photo = await studentPhotoOrNull(context, studentId);
  return { ...cv, photo_url: photo?.photo_url ?? null };
}

/** The stored JPEG's bytes for the CV's PDF, under the same rule as the link; null without one. */
export async function studentPhotoBytes(context: PhotoContext, studentId: number): Promise<Buffer | null> {
  if (!(await canSeeStudentPhoto(context, studentId))) return null;
  const row = await findPhoto(context.db, studentId);
  return row ? context.photos.store.read(row.file_name) : null;
}

/** The same, or 404 alike for "no photo" and "not yours" (API.md never tells them apart). */
export async function studentPhoto(context: PhotoContext, studentId: number): Promise<CvPhoto> {
  const photo = await studentPhotoOrNull(context, studentId);
  if (!photo) throw notFound(photoMessages.none);
  return photo;
}

/**
 * Stores the caller's new photo, re-encoded, and removes the one it replaces. The file is written
 * before the row that names it and the old file removed only after the commit, so a failure at
 * any step leaves the previous photo served, never a row without its file.
 */
export async function saveCvPhoto(context: PhotoContext & Pick<ServiceContext, 'events' | 'actorId'>, upload: Buffer): Promise<CvPhoto> {
  const userId = signedIn(context).user.id_us;
  const image = await normalizePhoto(upload);
  const { store } = context.photos;
  const row: CvPhotoRow = { user_id: userId, file_name: store.newName(), width: image.width, height: image.height, updated_at: isoNow() };
  await store.write(row.file_name, image.data);
  let previous: CvPhotoRow | undefined;
  try {
    previous = await applyChange(context, async (trx) => {
      await lockPhotoOwner(trx, userId);
      const old = await findPhoto(trx, userId);
      await savePhotoRow(trx, row);
      return old;
    });
  } catch (error) {
    await store.remove(row.file_name);
    throw error;
  }
  if (previous) await store.remove(previous.file_name);
  return photoView(context, row);
}

export async function deleteCvPhoto(context: PhotoContext & Pick<ServiceContext, 'events' | 'actorId'>): Promise<void> {
  const userId = signedIn(context).user.id_us;
  const removed = await applyChange(context, async (trx) => {
    await lockPhotoOwner(trx, userId);
    const old = await findPhoto(trx, userId);
    if (old) await deletePhotoRow(trx, userId);
    return old;
  });
  if (!removed) throw notFound(photoMessages.none);
  await context.photos.store.remove(removed.file_name);
}

export interface PhotoFile {
  data: Buffer;
  /** How long the browser may keep it: until its link expires. */
  maxAgeSeconds: number;
}

/**
 * The bytes behind a signed link. The signature is checked before anything is looked up, so a
 * forged link learns nothing (403); a genuine link to a photo since replaced or deleted is 404.
 */
export async function photoFile(context: Pick<ServiceContext, 'db' | 'photos'>, file: string, query: PhotoLinkQuery): Promise<PhotoFile> {
  const secondsLeft = context.photos.links.secondsLeft(file, query.expires, query.signature);
  if (secondsLeft === null) throw forbidden(photoMessages.linkInvalid);
  const row = await findPhotoByFile(context.db, file);
  const data = row ? await context.photos.store.read(file) : null;
  if (!data) throw notFound(photoMessages.none);
  return { data, maxAgeSeconds: secondsLeft };
}
