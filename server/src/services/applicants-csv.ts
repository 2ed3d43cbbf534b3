import { applicationStatusLabels, type ApplicationStatus, ecuadorDay } from '@portal/contracts';
import type { ApplicationQuery } from '@portal/contracts/schemas';
import { stringify } from 'csv-stringify/sync';
import { allApplicants } from './applicants-service.ts';
import type { ServiceContext } from './context.ts';

/** The export's columns: Spanish headers, in the order a recruiter reads them. */
const columns = [
  { key: 'nombre', header: 'Nombre' },
  { key: 'email', header: 'Correo electrónico' },
  { key: 'celular', header: 'Celular' },
  { key: 'ciudad', header: 'Ciudad' },
  { key: 'estado', header: 'Estado' },
  { key: 'fecha', header: 'Fecha de postulación' },
  { key: 'educacion', header: 'Formación más reciente' },
  { key: 'trabajo', header: 'Experiencia más reciente' },
  { key: 'completitud', header: 'Hoja de vida completa (%)' },
  { key: 'carta', header: 'Carta de presentación' },
] as const;

type CsvRow = Record<(typeof columns)[number]['key'], string>;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before
 * them) as a formula: a cover letter could carry `=HYPERLINK(...)`. A leading apostrophe keeps
 * it text (OWASP, "CSV Injection"). A spreadsheet whose list separator is the other one (`,`
 * where ours is `;`) starts a cell after every such character, inside quotes or not, so the
 * same guard goes after each `,`, `;` or line break in the text too.
 */
export function neutralizeFormula(value: string): string {
  return value.replace(/(^|[,;\r\n])([=+\-@\t\r])/g, "$1'$2");
}

export interface CsvFile {
  filename: string;
  /** The whole file, byte-order mark first. */
  body: string;
}

/**
 * The offer's applicants as a CSV Excel opens with its accents intact: UTF-8 with a byte-order
 * mark, `;` between cells (the separator of Spanish-locale Excel), CRLF line ends, quoting per
 * RFC 4180 by csv-stringify, and every cell with a `,` quoted too.
 */
export async function applicantsCsv(context: ServiceContext, offerId: number, query: Pick<ApplicationQuery, 'status'>): Promise<CsvFile> {
  const { offer, applicants } = await allApplicants(context, offerId, query);
  const rows: CsvRow[] = applicants.map(({ cv, status, created_at, carta }) => ({
    nombre: cv.nombre,
    email: cv.email,
    celular: cv.celular ?? '',
    ciudad: cv.ciudad?.name ?? '',
    estado: applicationStatusLabels[status as ApplicationStatus],
    fecha: ecuadorDay(new Date(created_at)),
    educacion: cv.educacion ? `${cv.educacion.titulo} — ${cv.educacion.institucion}${cv.educacion.fecha_fin ? '' : ' (en curso)'}` : '',
    trabajo: cv.trabajo ? `${cv.trabajo.cargo} — ${cv.trabajo.empresa}${cv.trabajo.fecha_fin ? '' : ' (actual)'}` : '',
    completitud: String(cv.completeness.percent),
    carta: carta ?? '',
  }));
  const text = stringify(rows, {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    // Quoted when it holds any locale's list separator, not only ours: Excel with `,` as its
    // separator would split `Saludos,=2+5` into a second cell that starts a formula.
    quoted_match: /[,;"\r\n]/,
    cast: { string: neutralizeFormula },
  });
  return { filename: `postulantes-oferta-${offer.id}.csv`, body: text };
}
