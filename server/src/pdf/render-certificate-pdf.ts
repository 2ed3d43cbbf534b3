import { practicaTipoLabels, type PracticaTipo } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { cvPdfFonts, type CvPdfFont } from './cv-pdf-fonts.ts';

/** What a practicum certificate states (PRODUCT.md "Certificado"). */
export interface CertificateFacts {
  estudiante: string;
  cedula: string | null;
  carrera: string;
  universidad: string;
  empresa: string;
  tipo: PracticaTipo;
  horas: number;
  fecha_inicio: string;
  fecha_fin: string;
  tutor: string;
  codigo: string;
  /** The public check's address, code included. */
  verificarUrl: string;
  emitidoEn: Date;
}

const brand = '#00a0dd';
const ink = '#1f2933';
const muted = '#5b6770';

const day = (iso: string) => iso.split('-').reverse().join('/');
const hours = (value: number) => String(Math.round(value * 100) / 100).replace('.', ',');

/**
 * The certificate as an A4 PDF, from the CV's renderer family (pdfkit, Public Sans embedded so
 * Spanish reads the same everywhere): a heading, a paragraph of the facts, a table of them and the
 * verification code with the public check's address.
 */
export async function renderCertificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: 72, left: 64, right: 64 },
    lang: 'es-EC',
    displayTitle: true,
    info: {
      Title: `Certificado de prácticas — ${facts.estudiante}`,
      Author: facts.universidad,
      Subject: 'Certificado de prácticas pre-profesionales',
      Creator: 'Bolsa de Empleo Universitaria',
      CreationDate: facts.emitidoEn,
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

  const width = doc.page.width - 128;
  doc.font('bold').fontSize(12).fillColor(muted).text(facts.universidad.toUpperCase(), { align: 'center', width });
  doc.moveDown(1.5);
  doc.font('bold').fontSize(22).fillColor(brand).text('Certificado de prácticas pre-profesionales', { align: 'center', width });
  doc.moveDown(1.5);
  doc
    .font('regular')
    .fontSize(11.5)
    .fillColor(ink)
    .text(
      `Se certifica que ${facts.estudiante}${facts.cedula ? `, con cédula ${facts.cedula},` : ''} estudiante de ${facts.carrera}, ` +
        `cumplió ${hours(facts.horas)} horas de ${practicaTipoLabels[facts.tipo].toLowerCase()} en ${facts.empresa}, ` +
        `del ${day(facts.fecha_inicio)} al ${day(facts.fecha_fin)}, bajo la tutoría académica de ${facts.tutor}.`,
      { align: 'justify', width, lineGap: 3 },
    );
  doc.moveDown(1.5);
  const rows: Array<[string, string]> = [
    ['Estudiante', facts.estudiante],
    ['Cédula', facts.cedula ?? '—'],
    ['Carrera', facts.carrera],
    ['Universidad', facts.universidad],
    ['Empresa', facts.empresa],
    ['Tipo', practicaTipoLabels[facts.tipo]],
    ['Horas aprobadas', hours(facts.horas)],
    ['Fechas', `${day(facts.fecha_inicio)} – ${day(facts.fecha_fin)}`],
    ['Tutor académico', facts.tutor],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').fontSize(10).fillColor(muted).text(label, 64, y, { width: 140 });
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(ink)
      .text(value, 210, y, { width: width - 146 });
    doc.moveDown(0.4);
  }
  doc.moveDown(2);
  doc.font('bold').fontSize(11).fillColor(ink).text(`Código de verificación: ${facts.codigo}`, 64, doc.y, { width });
  doc.font('regular').fontSize(10).fillColor(muted).text(`Verifíquelo en ${facts.verificarUrl}`, { width });
  doc.end();
  return done;
}
