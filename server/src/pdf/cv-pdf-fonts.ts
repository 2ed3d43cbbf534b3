import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * Public Sans (the portal's typeface) from its npm package, embedded in every PDF so it reads the
 * same everywhere. The Latin subset covers Spanish: á é í ó ú ñ ü ¿ ¡ º, dashes and quotes.
 * pdfkit embeds only the glyphs a CV uses.
 */
const files = {
  regular: '@fontsource/public-sans/files/public-sans-latin-400-normal.woff',
  bold: '@fontsource/public-sans/files/public-sans-latin-700-normal.woff',
} as const;

export type CvPdfFont = keyof typeof files;

/**
 * WOFF 1.0 (W3C) unwrapped into the TrueType file it compresses: each table inflated, the table
 * directory rewritten. fontkit reads WOFF itself, but inflates a table (in JavaScript) on every
 * read of it, glyph by glyph; that was two thirds of a CV's render time.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: TrueType or CFF outlines
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

let loaded: Record<CvPdfFont, Buffer> | undefined;

/** Read and unwrapped once per process: every render registers the same bytes. */
export function cvPdfFonts(): Record<CvPdfFont, Buffer> {
  const { resolve } = createRequire(import.meta.url);
  const load = (file: string) => woffToSfnt(readFileSync(resolve(file)));
  loaded ??= { regular: load(files.regular), bold: load(files.bold) };
  return loaded;
}
