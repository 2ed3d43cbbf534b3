import { spawn } from 'node:child_process';
import path from 'node:path';

export interface PdfText {
  /** The text of each page, as a reader's copy-paste would give it. */
  pages: string[];
  /** The document information dictionary (Title, Author, Creator…). */
  info: Record<string, unknown>;
}

/**
 * The text of a PDF, extracted with pdf.js (the npm package unpdf) in a child Node process, so CI
 * needs no system tool such as poppler's pdftotext.
 */
export function pdfText(pdf: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'pdf-text-cli.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as PdfText);
      else reject(new Error(`pdf-text-cli exited with ${code}: ${Buffer.concat(err).toString('utf8')}`));
    });
    child.stdin.end(pdf);
  });
}
