import { photoMessages, photoRules } from '@portal/contracts';
import sharp, { type Sharp } from 'sharp';
import { fieldError } from '../domain/errors.ts';

type PhotoFormat = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The accepted formats, told by their file signatures. Checked before any decoder sees the
 * bytes, so an SVG, a GIF or a text file named `.png` never reaches libvips' other loaders.
 */
export function sniffPhotoFormat(bytes: Buffer): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface NormalizedPhoto {
  /** A fresh baseline JPEG: what is stored and served, never the uploaded bytes. */
  data: Buffer;
  width: number;
  height: number;
}

const refuse = (message: string) => fieldError(photoRules.field, message);

/** The header of a file whose signature matched: unreadable means damaged, not another type. */
async function readHeader(image: Sharp) {
  try {
    return await image.metadata();
  } catch {
    throw refuse(photoMessages.unreadable);
  }
}

/**
 * Re-encodes an uploaded photo: upright by its EXIF orientation, at most `maxSide` px on its
 * longer side (never enlarged), transparency on white, as a JPEG without any metadata (EXIF GPS,
 * camera serials, comments). JPEG because the PDF renderer embeds it as is (pdfkit reads JPEG and
 * PNG, not WebP) and every browser shows it. Bad input answers 422 on `foto`.
 */
export async function normalizePhoto(bytes: Buffer): Promise<NormalizedPhoto> {
  const format = sniffPhotoFormat(bytes);
  if (!format) throw refuse(photoMessages.wrongType);

  // The header alone (no pixel is decoded yet) tells the real format and size: a decompression
  // bomb, a few kilobytes that unpack into gigabytes, is refused here by its declared size.
  const header = await readHeader(sharp(bytes, { limitInputPixels: false }));
  if (header.format !== format) throw refuse(photoMessages.wrongType);
  if ((header.width ?? 0) * (header.height ?? 0) > photoRules.maxInputPixels) throw refuse(photoMessages.tooManyPixels);

  try {
    // limitInputPixels again as a backstop, should a loader see more than the header said.
    const { data, info } = await sharp(bytes, { limitInputPixels: photoRules.maxInputPixels, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize({ width: photoRules.maxSide, height: photoRules.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // A header that reads but pixel data that does not: truncated or corrupt.
    throw refuse(photoMessages.unreadable);
  }
}
