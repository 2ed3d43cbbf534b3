import { salaryBandCodes, salaryBandLabels, sectorCodes, sectorLabels } from '@portal/contracts';
import type { FollowUpRow } from '@portal/contracts/schemas';

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const percent = (value: number | null) => (value === null ? '' : String(round(value * 100)).replace('.', ','));
const decimal = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** The report's columns in the CSV and the PDF: Spanish headers, suppressed figures empty. */
export function followUpColumns(row: FollowUpRow): Array<[header: string, value: string]> {
  return [
    ['Universidad', row.universidad],
    ['Carrera', row.carrera],
    ['Cohorte', String(row.cohorte)],
    ['Graduados', String(row.graduados)],
    ['Respuestas', String(row.respuestas)],
    ['Tasa de respuesta (%)', percent(row.tasa_respuesta)],
    ['Tasa de empleo (%)', percent(row.tasa_empleo)],
    ['Mediana de meses al primer empleo', decimal(row.mediana_meses_primer_empleo)],
    ['Relación con la carrera (1–5)', decimal(row.relacion_carrera_promedio)],
    ...sectorCodes.map((code): [string, string] => [`Sector ${sectorLabels[code]} (%)`, percent(row.sectores?.[code] ?? null)]),
    ...salaryBandCodes.map((code): [string, string] => [
      `Salario ${salaryBandLabels[code]} (%)`,
      percent(row.rangos_salariales?.[code] ?? null),
    ]),
    ['Contratados por el portal', String(row.contratados_portal)],
    ['Suprimido (menos de 5 respuestas)', row.suprimido ? 'Sí' : 'No'],
  ];
}
