import { cvPdfFileName } from '../pdf/cv-document.ts';
import { renderCvPdf } from '../pdf/render-cv-pdf.ts';
import { conflict } from '../domain/errors.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { studentPhotoBytes } from './cv-photo-service.ts';
import { getCv } from './cv-service.ts';

export const cvPdfMessages = {
  noBasic: 'Complete su información personal antes de descargar la hoja de vida.',
} as const;

export interface CvPdfFile {
  pdf: Buffer;
  /** `hoja-de-vida-<apellidos>-<nombres>.pdf`, ASCII. */
  fileName: string;
}

/**
 * A student's CV as a PDF, for a caller already allowed to read that CV (the student; later a
 * company the student applied to). Without the basic section there is no name to head it: 409,
 * the CV's state rather than anything the request sent.
 */
export async function studentCvPdf(
  context: ServiceContext,
  studentId: number,
  shape: (cv: Awaited<ReturnType<typeof getCv>>) => Awaited<ReturnType<typeof getCv>> = (cv) => cv,
): Promise<CvPdfFile> {
  const [read, photo] = await Promise.all([getCv(context.db, studentId), studentPhotoBytes(context, studentId)]);
  const cv = shape(read);
  if (!cv.basic) throw conflict(cvPdfMessages.noBasic);
  return { pdf: await renderCvPdf(cv, photo), fileName: cvPdfFileName(cv.basic) };
}

export function callerCvPdf(context: ServiceContext): Promise<CvPdfFile> {
  return studentCvPdf(context, signedIn(context).user.id_us);
}
