import { practicumMessages } from '@portal/contracts';
import type { PracticaReport, PracticaReportQuery, PracticaReportRow, Verificacion } from '@portal/contracts/schemas';
import { stringify } from 'csv-stringify/sync';
import { findPracticaByCode, reportStudentRows } from '../db/repositories/practicums.ts';
import { notFound } from '../domain/errors.ts';
import { consumeOrThrow } from '../auth/throttle.ts';
import { type CsvFile, neutralizeFormula } from './applicants-csv.ts';
import type { ServiceContext } from './context.ts';
import { studentFullName } from './practicum-views.ts';
import { spanish } from './universities-service.ts';

/**
 * Per university, career and year (of the start): students with a practicum, their approved
 * hours, how many reached each requirement of the career, and those who have not reached both.
 * One grouped read per student (approved hours are kept on each practicum), rolled up here.
 */
export async function practicumReport(context: ServiceContext, query: PracticaReportQuery): Promise<PracticaReport> {
  const filter = { universidadId: query.universidad_id, carrera: query.carrera?.trim() || undefined, anio: query.anio };
  const [students, careers, universities] = await Promise.all([
    reportStudentRows(context.db, filter),
    context.db
      .selectFrom('university_careers')
      .select(['university_id', 'nombre', 'horas_practicas_laborales', 'horas_servicio_comunitario'])
      .execute(),
    context.db.selectFrom('universities').select(['id', 'nombre']).execute(),
  ]);
  const required = new Map(careers.map((career) => [`${career.university_id}\u0000${career.nombre}`, career]));
  const names = new Map(universities.map((university) => [university.id, university.nombre]));
  const rows = new Map<string, PracticaReportRow>();
  for (const student of students) {
    const key = `${student.universidad_id}\u0000${student.carrera}\u0000${student.anio}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        universidad: names.get(student.universidad_id) ?? '',
        universidad_id: student.universidad_id,
        carrera: student.carrera,
        anio: student.anio,
        estudiantes: 0,
        horas_aprobadas: 0,
        completos_laborales: 0,
        completos_comunitario: 0,
        pendientes: 0,
      };
      rows.set(key, row);
    }
    const career = required.get(`${student.universidad_id}\u0000${student.carrera}`);
    const laborales = Number(student.laborales ?? 0);
    const comunitario = Number(student.comunitario ?? 0);
    const doneLaborales = laborales >= (career?.horas_practicas_laborales ?? 240);
    const doneComunitario = comunitario >= (career?.horas_servicio_comunitario ?? 160);
    row.estudiantes += 1;
    row.horas_aprobadas += laborales + comunitario;
    if (doneLaborales) row.completos_laborales += 1;
    if (doneComunitario) row.completos_comunitario += 1;
    if (!(doneLaborales && doneComunitario)) row.pendientes += 1;
  }
  const items = [...rows.values()]
    .map((row) => ({ ...row, horas_aprobadas: Math.round(row.horas_aprobadas * 100) / 100 }))
    .sort((a, b) => spanish.compare(a.universidad, b.universidad) || spanish.compare(a.carrera, b.carrera) || b.anio - a.anio);
  return { items };
}

const columns = [
  { key: 'universidad', header: 'Universidad' },
  { key: 'carrera', header: 'Carrera' },
  { key: 'anio', header: 'Año' },
  { key: 'estudiantes', header: 'Estudiantes con práctica' },
  { key: 'horas_aprobadas', header: 'Horas aprobadas' },
  { key: 'completos_laborales', header: 'Completaron prácticas laborales' },
  { key: 'completos_comunitario', header: 'Completaron servicio comunitario' },
  { key: 'pendientes', header: 'Pendientes' },
] as const;

/** The report as the applicants' CSV is written: UTF-8 with BOM, `;`, CRLF, formulas neutralized. */
export async function practicumReportCsv(context: ServiceContext, query: PracticaReportQuery): Promise<CsvFile> {
  const { items } = await practicumReport(context, query);
  const body = stringify(
    items.map((item) =>
      Object.fromEntries(columns.map(({ key }) => [key, String(item[key]).replace('.', key === 'horas_aprobadas' ? ',' : '.')])),
    ),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      header: true,
      columns: columns.map(({ key, header }) => ({ key, header })),
      quoted_match: /[,;"\r\n]/,
      cast: { string: neutralizeFormula },
    },
  );
  return { filename: `reporte-practicas${query.anio ? `-${query.anio}` : ''}.csv`, body };
}

/** Checks per address, like the sign-in: a code cannot be guessed by trying many. */
const verifyLimit = { max: 30, windowSeconds: 60 };

/** The public check of a certificate: only the facts PRODUCT.md lists; an unknown code is a 404. */
export async function verifyCertificate(context: ServiceContext, codigo: string): Promise<Verificacion> {
  await consumeOrThrow(context.throttle, [`verificar:${context.ip}`, verifyLimit]);
  const code = codigo.trim().toUpperCase();
  const row = /^[A-Z0-9]{12}$/.test(code) ? await findPracticaByCode(context.db, code) : undefined;
  if (!row || row.estado !== 'aprobada' || !row.certificado_emitido_en) throw notFound(practicumMessages.certificateNotFound);
  return {
    estudiante: studentFullName(row),
    carrera: row.carrera,
    universidad: row.universidad_nombre,
    empresa: row.empresa,
    tipo: row.tipo,
    horas: Number(row.horas_aprobadas),
    fecha_inicio: row.fecha_inicio,
    fecha_fin: row.fecha_fin,
    emitido_en: row.certificado_emitido_en,
  };
}
