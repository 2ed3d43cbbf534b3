import type { FollowUpReport } from '@portal/contracts/schemas';
import PDFDocument from 'pdfkit';
import { followUpColumns } from './follow-up-document.ts';
import { cvPdfFonts, type CvPdfFont } from './cv-pdf-fonts.ts';

const brand = '#00a0dd';
const ink = '#1f2933';
const muted = '#5b6770';
const margin = 40;

/**
 * The employability report as an A4 landscape PDF, in the CV PDF's fonts and colours: one block
 * per career × cohort (its figures in two columns; "—" where a figure is suppressed), then the
 * formulas of each rate.
 */
export function renderFollowUpPdf(report: FollowUpReport, createdAt = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin,
    lang: 'es-EC',
    displayTitle: true,
    info: { Title: 'Reporte de empleabilidad de graduados', Creator: 'Bolsa de Empleo Universitaria', CreationDate: createdAt },
  });
  const fonts = cvPdfFonts();
  for (const font of Object.keys(fonts) as CvPdfFont[]) doc.registerFont(font, fonts[font]);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * margin;

  doc.font('bold').fontSize(18).fillColor(brand).text('Reporte de empleabilidad de graduados', { width });
  doc.moveDown(0.3).font('regular').fontSize(9).fillColor(muted).text('Cifras con menos de 5 respuestas se muestran como «—».', { width });
  doc.moveDown(0.8);
  if (report.items.length === 0)
    doc.font('regular').fontSize(11).fillColor(ink).text('No hay graduados con los filtros elegidos.', { width });

  for (const row of report.items) {
    const cells = followUpColumns(row).slice(3, -1);
    const lines = Math.ceil(cells.length / 3);
    if (doc.y + 22 + lines * 13 > doc.page.height - margin) doc.addPage();
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(ink)
      .text(`${row.carrera} · ${row.universidad} · cohorte ${row.cohorte}`, margin, doc.y, { width });
    const top = doc.y + 2;
    cells.forEach(([name, value], index) => {
      const column = index % 3;
      const line = Math.floor(index / 3);
      const shown = value === '' ? '—' : value;
      doc
        .font('regular')
        .fontSize(8.5)
        .fillColor(muted)
        .text(`${name}: `, margin + column * (width / 3), top + line * 13, { continued: true, width: width / 3 - 8, lineBreak: false })
        .fillColor(ink)
        .text(shown, { lineBreak: false });
    });
    doc.x = margin;
    doc.y = top + lines * 13 + 8;
  }

  doc.moveDown(0.5);
  if (doc.y + 60 > doc.page.height - margin) doc.addPage();
  doc.font('bold').fontSize(10).fillColor(brand).text('Fórmulas', margin, doc.y, { width });
  for (const text of Object.values(report.formula)) doc.font('regular').fontSize(9).fillColor(ink).text(text, { width });
  doc.end();
  return done;
}
