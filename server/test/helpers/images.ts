import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A picture with some detail (a gradient and a disc), so its encodings are not trivial. */
export function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#00a0dd"/><stop offset="1" stop-color="#f5c400"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="25%" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg));
}

export const pngImage = (width: number, height: number) => picture(width, height).png().toBuffer();

/** A JPEG whose pixels lie on their side, with EXIF saying "rotate 90°" and a camera comment. */
export const sidewaysJpeg = (width: number, height: number) =>
  picture(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'CamaraSecreta', ImageDescription: 'Casa en Quito' } })
    .toBuffer();

export const gifImage = () => picture(40, 40).gif().toBuffer();

/** Noise does not compress: a PNG of about `megabytes` MB. */
export function noisePng(megabytes: number) {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring `side`×`side` pixels, in a few dozen bytes: a decompression bomb's shape. */
export function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The form a browser sends for `<input type=file name=foto>`. */
export function photoForm(data: Buffer | string, filename = 'foto.png', type = 'image/png', field = 'foto'): FormData {
  const form = new FormData();
  form.append(field, new Blob([data], { type }), filename);
  return form;
}
