import { cvToday, FOLLOW_UP_MIN_ANSWERS, followUpFormulas, salaryBandCodes, sectorCodes } from '@portal/contracts';
import type { FollowUpQuery, FollowUpReport, FollowUpRow } from '@portal/contracts/schemas';
import { stringify } from 'csv-stringify/sync';
import { followUpCounts, type FollowUpCounts } from '../db/repositories/follow-up-report.ts';
import { followUpColumns } from '../pdf/follow-up-document.ts';
import { renderFollowUpPdf } from '../pdf/render-follow-up-pdf.ts';
import { type CsvFile, neutralizeFormula } from './applicants-csv.ts';
import type { ServiceContext } from './context.ts';
import { fraction } from './surveys-service.ts';

/**
 * The employability report per career × cohort (menu `follow-up-report`). The database counts;
 * here the counts become fractions (0–1, 4 decimals), and a row of fewer than 5 answers keeps
 * only `graduados`, `respuestas` and `contratados_portal` (not derived from answers): every other
 * figure is null, so no single answer can be read off the report.
 */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

function reportRow(counts: FollowUpCounts): FollowUpRow {
  const graduados = Number(counts.graduados);
  const respuestas = Number(counts.respuestas);
  const base = {
    universidad_id: Number(counts.universidad_id),
    universidad: counts.universidad,
    carrera: counts.carrera,
    cohorte: Number(counts.cohorte),
    graduados,
    respuestas,
    contratados_portal: Number(counts.contratados),
  };
  if (respuestas < FOLLOW_UP_MIN_ANSWERS) {
    return {
      ...base,
      tasa_respuesta: null,
      tasa_empleo: null,
      mediana_meses_primer_empleo: null,
      relacion_carrera_promedio: null,
      sectores: null,
      rangos_salariales: null,
      suprimido: true,
    };
  }
  const conSector = Number(counts.con_sector);
  const conRango = Number(counts.con_rango);
  const shares = <T extends string>(codes: readonly T[], of: (code: T) => number, total: number) =>
    total > 0 ? (Object.fromEntries(codes.map((code) => [code, fraction(of(code), total)!])) as Record<T, number>) : null;
  return {
    ...base,
    tasa_respuesta: graduados > 0 ? Math.min(1, fraction(respuestas, graduados)!) : null,
    tasa_empleo: fraction(Number(counts.empleados), respuestas),
    mediana_meses_primer_empleo: counts.mediana_meses === null ? null : round(Number(counts.mediana_meses)),
    relacion_carrera_promedio: counts.relacion_promedio === null ? null : round(Number(counts.relacion_promedio)),
    sectores: shares(sectorCodes, (code) => Number(counts[`sector_${code}`]), conSector),
    rangos_salariales: shares(salaryBandCodes, (code) => Number(counts[`rango_${code}`]), conRango),
    suprimido: false,
  };
}

export async function followUpReport(context: Pick<ServiceContext, 'db'>, query: FollowUpQuery, now = new Date()): Promise<FollowUpReport> {
  const rows = await followUpCounts(context.db, { ...query, today: cvToday(now) });
  return { formula: { ...followUpFormulas }, items: rows.map(reportRow) };
}

/** As the applicants' CSV: UTF-8 with BOM, `;`, CRLF, formulas neutralized; the formulas below the rows. */
export async function followUpCsv(context: Pick<ServiceContext, 'db'>, query: FollowUpQuery): Promise<CsvFile> {
  const report = await followUpReport(context, query);
  const header = report.items.length > 0 ? followUpColumns(report.items[0]!).map(([name]) => name) : ['Universidad', 'Carrera', 'Cohorte'];
  const records = [
    header,
    ...report.items.map((row) => followUpColumns(row).map(([, value]) => value)),
    [],
    ...Object.values(report.formula).map((text) => [text]),
  ];
  const body = stringify(records, {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quoted_match: /[,;"\r\n]/,
    cast: { string: neutralizeFormula },
  });
  return { filename: `seguimiento-graduados-${cvToday()}.csv`, body };
}

export async function followUpPdf(context: Pick<ServiceContext, 'db'>, query: FollowUpQuery): Promise<{ pdf: Buffer; fileName: string }> {
  const report = await followUpReport(context, query);
  return { pdf: await renderFollowUpPdf(report), fileName: `seguimiento-graduados-${cvToday()}.pdf` };
}
