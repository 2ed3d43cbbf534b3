import type { Cv } from '@portal/contracts/schemas';
import PDFDocument from 'pdfkit';
import { type CvBlock, cvDocument, type CvDocument, cvPdfTexts } from './cv-document.ts';
import { cvPdfFonts, type CvPdfFont } from './cv-pdf-fonts.ts';

const brand = '#00a0dd';
const ink = '#1f2933';
const muted = '#5b6770';

const margin = { top: 56, bottom: 64, left: 56, right: 56 };
const photoBox = { width: 84, height: 105 };
const gap = { afterHeading: 8, betweenBlocks: 10, beforeSection: 16 };

type Doc = PDFKit.PDFDocument;

interface Style {
  font: CvPdfFont;
  size: number;
  color: string;
}

const styles = {
  name: { font: 'bold', size: 22, color: ink },
  contact: { font: 'regular', size: 9.5, color: muted },
  heading: { font: 'bold', size: 13, color: brand },
  title: { font: 'bold', size: 11, color: ink },
  period: { font: 'regular', size: 9.5, color: muted },
  subtitle: { font: 'regular', size: 10.5, color: ink },
  details: { font: 'regular', size: 9.5, color: muted },
  paragraph: { font: 'regular', size: 10, color: ink },
  footer: { font: 'regular', size: 8.5, color: muted },
} as const satisfies Record<string, Style>;

const use = (doc: Doc, style: Style) => doc.font(style.font).fontSize(style.size).fillColor(style.color);

/** The page's writable area. */
const contentWidth = (doc: Doc) => doc.page.width - margin.left - margin.right;
const pageBottom = (doc: Doc) => doc.page.height - margin.bottom;
const usableHeight = (doc: Doc) => pageBottom(doc) - margin.top;

function height(doc: Doc, style: Style, text: string, width: number): number {
  return use(doc, style).heightOfString(text, { width });
}

/** The period's width on the title line (the title wraps in what is left). */
function periodWidth(doc: Doc, block: CvBlock): number {
  return block.period ? use(doc, styles.period).widthOfString(block.period) + 12 : 0;
}

function blockHeight(doc: Doc, block: CvBlock): number {
  const width = contentWidth(doc);
  const titleWidth = width - periodWidth(doc, block);
  let total = height(doc, styles.title, block.title, titleWidth);
  if (block.subtitle) total += height(doc, styles.subtitle, block.subtitle, width) + 1;
  if (block.details.length > 0) total += height(doc, styles.details, block.details.join('  ·  '), width) + 2;
  for (const paragraph of block.paragraphs) total += height(doc, styles.paragraph, paragraph, width) + 3;
  return total;
}

/**
 * Starts a new page unless `needed` points fit below the cursor, so an entry is never cut in two.
 * An entry taller than a whole page flows over (pdfkit continues its text on the next page).
 */
function keepTogether(doc: Doc, needed: number): void {
  if (doc.y + needed > pageBottom(doc) && needed <= usableHeight(doc)) doc.addPage();
}

function drawBlock(doc: Doc, block: CvBlock): void {
  keepTogether(doc, blockHeight(doc, block));
  const width = contentWidth(doc);
  const titleWidth = width - periodWidth(doc, block);
  const top = doc.y;
  if (block.period) {
    use(doc, styles.period).text(block.period, margin.left, top + 1.5, { width, align: 'right', lineBreak: false });
  }
  use(doc, styles.title).text(block.title, margin.left, top, { width: titleWidth });
  if (block.subtitle) use(doc, styles.subtitle).text(block.subtitle, margin.left, doc.y + 1, { width });
  if (block.details.length > 0) use(doc, styles.details).text(block.details.join('  ·  '), margin.left, doc.y + 2, { width });
  for (const paragraph of block.paragraphs) {
    use(doc, styles.paragraph).text(paragraph, margin.left, doc.y + 3, { width });
  }
}

function drawRule(doc: Doc, weight: number): void {
  const y = doc.y;
  doc
    .moveTo(margin.left, y)
    .lineTo(margin.left + contentWidth(doc), y)
    .lineWidth(weight)
    .strokeColor(brand)
    .stroke();
  doc.y = y + weight;
}

/** A heading with its rule, kept on the page of the first entry under it. */
function drawHeading(doc: Doc, heading: string, firstBlockHeight: number): void {
  const headingHeight = height(doc, styles.heading, heading, contentWidth(doc)) + gap.afterHeading + 2;
  doc.y += gap.beforeSection;
  keepTogether(doc, headingHeight + Math.min(firstBlockHeight, usableHeight(doc) / 2));
  use(doc, styles.heading).text(heading, margin.left, doc.y, { width: contentWidth(doc) });
  doc.y += 2;
  drawRule(doc, 0.75);
  doc.y += gap.afterHeading;
}

function drawHeader(doc: Doc, document: CvDocument, photo: Buffer | null): void {
  let textLeft = margin.left;
  if (photo) {
    try {
      doc.image(photo, margin.left, margin.top, { fit: [photoBox.width, photoBox.height], align: 'center' });
      textLeft += photoBox.width + 18;
    } catch {
      // A stored photo pdfkit cannot read leaves the CV without it rather than without a PDF.
    }
  }
  const width = doc.page.width - margin.right - textLeft;
  use(doc, styles.name).text(document.name, textLeft, margin.top + 4, { width });
  for (const line of document.contact) use(doc, styles.contact).text(line, textLeft, doc.y + 3, { width });
  doc.y = Math.max(doc.y, photo && textLeft > margin.left ? margin.top + photoBox.height : 0) + 12;
  drawRule(doc, 1.5);
}

/** "Nombre · Hoja de vida" and "Página n de m" at the foot of every page, once all pages exist. */
function drawFooters(doc: Doc, name: string, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin: lift it, or pdfkit would start a new page for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin.bottom + 28;
    const width = contentWidth(doc);
    use(doc, styles.footer).text(`${name}  ·  ${title}`, margin.left, y, { width, lineBreak: false });
    use(doc, styles.footer).text(cvPdfTexts.page(index + 1, count), margin.left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

export interface RenderOptions {
  /** The PDF's creation date (metadata); now unless given, for byte-identical output in tests. */
  createdAt?: Date;
}

/**
 * The CV as an A4 PDF: photo, name and contact, profile, then each section that has entries
 * under its Spanish heading in the brand colour; an entry never splits across pages; page
 * numbers at the foot; title and author in the metadata. `photo` is the stored JPEG, or null.
 */
export function renderCvPdf(cv: Cv, photo: Buffer | null, options: RenderOptions = {}): Promise<Buffer> {
  return renderDocumentPdf(cvDocument(cv), photo, { ...options, title: cvPdfTexts.title });
}

/**
 * Any document in the CV's layout (header, headed sections of blocks, footers): the CV and the
 * "Mis datos" summary (pdf/data-export-document.ts) share this renderer. `title` heads the
 * metadata and every footer.
 */
export async function renderDocumentPdf(
  document: CvDocument,
  photo: Buffer | null,
  options: RenderOptions & { title: string },
): Promise<Buffer> {
  const { title } = options;
  const doc = new PDFDocument({
    size: 'A4',
    margins: margin,
    bufferPages: true,
    lang: 'es-EC',
    displayTitle: true,
    info: {
      Title: `${title} — ${document.name}`,
      Author: document.name,
      Subject: title,
      Creator: 'Bolsa de Empleo Universitaria',
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  const fonts = cvPdfFonts();
  for (const font of Object.keys(fonts) as CvPdfFont[]) doc.registerFont(font, fonts[font]);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, document, photo);
  if (document.profile) {
    drawHeading(doc, cvPdfTexts.profile, height(doc, styles.paragraph, document.profile, contentWidth(doc)));
    use(doc, styles.paragraph).text(document.profile, margin.left, doc.y, { width: contentWidth(doc) });
  }
  for (const section of document.sections) {
    drawHeading(doc, section.heading, blockHeight(doc, section.blocks[0]!));
    section.blocks.forEach((block, index) => {
      if (index > 0) doc.y += gap.betweenBlocks;
      drawBlock(doc, block);
    });
  }
  drawFooters(doc, document.name, title);
  doc.end();
  return done;
}
