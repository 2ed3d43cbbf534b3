import { photoMessages, photoRules, validationMessages } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError, malformedRequestMessage } from './app-error.ts';

/**
 * Busboy's limits for the photo form: one file of at most 2 MB and a handful of small text
 * fields. Multipart bodies bypass Fastify's bodyLimit, so these bound the whole request.
 */
const limits = { fileSize: photoRules.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 20 };

/**
 * @fastify/multipart's limit errors, told apart by code (their own messages are English); its
 * other refusals carry their 4xx status. Anything else the parser throws is a form that does not
 * parse (no boundary, cut short, a malformed part header): the client's fault, 400, never a 500.
 */
function uploadError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, photoMessages.tooLarge, { fields: { [photoRules.field]: [photoMessages.tooLarge] } });
    case 'FST_FILES_LIMIT':
      return fieldError(photoRules.field, photoMessages.oneFile);
    default: {
      const status = (error as { statusCode?: number }).statusCode;
      return status !== undefined && status >= 400 && status < 500 ? error : new AppError(400, malformedRequestMessage);
    }
  }
}

/**
 * The bytes of the one file sent in the multipart field `foto`, read whole (at most 2 MB): the
 * image decoder needs all of it anyway. Missing or in another field → 422 on `foto`.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  const missing = () => fieldError(photoRules.field, validationMessages.required);
  if (!request.isMultipart()) throw missing();
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      // Every file part must be drained for the parser to go on, the refused ones too.
      const data = await part.toBuffer();
      if (part.fieldname === photoRules.field) photo = data;
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!photo || photo.length === 0) throw missing();
  return photo;
}
