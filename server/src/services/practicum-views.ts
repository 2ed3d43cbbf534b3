import { type PracticaEstado, practicaEstadoOn, practicaRunningEstados } from '@portal/contracts';
import type { Practica } from '@portal/contracts/schemas';
import type { PracticaListRow } from '../db/repositories/practicums.ts';
import type { PracticaRow } from '../db/types.ts';
import type { PracticumNews } from '../mail/practicum-templates.ts';

/** The student's name as the CV states it, else the account's. */
export function studentNames(row: Pick<PracticaListRow, 'student_nombres' | 'student_apellidos' | 'student_name'>) {
  if (row.student_nombres && row.student_apellidos) return { nombres: row.student_nombres, apellidos: row.student_apellidos };
  const [first = row.student_name, ...rest] = row.student_name.split(' ');
  return { nombres: first, apellidos: rest.join(' ') };
}

export const studentFullName = (row: Parameters<typeof studentNames>[0]) => {
  const { nombres, apellidos } = studentNames(row);
  return `${nombres} ${apellidos}`.trim();
};

export const estadoOf = (row: PracticaRow, today: string): PracticaEstado => practicaEstadoOn(row, today);

export const isClosed = (estado: PracticaEstado) => !(practicaRunningEstados as readonly string[]).includes(estado);

export function newsOf(row: PracticaListRow): PracticumNews {
  return { id: row.id, estudiante: studentFullName(row), empresa: row.empresa, tipo: row.tipo };
}

const hours = (value: number | string | null) => Math.round(Number(value ?? 0) * 100) / 100;

/** A practicum as API.md answers it; `withStudentEvaluation` for the student and the career office only. */
export function practicaView(row: PracticaListRow, today: string, withStudentEvaluation: boolean): Practica {
  const { nombres, apellidos } = studentNames(row);
  const view: Practica = {
    id: row.id,
    estado: estadoOf(row, today),
    tipo: row.tipo,
    student: { id: row.student_id, nombres, apellidos, dni: row.student_dni },
    company: { id: row.company_id, empresa: row.empresa },
    universidad: { id: row.universidad_id, nombre: row.universidad_nombre },
    carrera: row.carrera,
    tutor: { id: row.tutor_id, name_us: row.tutor_name },
    convenio:
      row.convenio_id !== null && row.convenio_numero !== null
        ? { id: row.convenio_id, numero: row.convenio_numero, fecha_inicio: row.convenio_inicio!, fecha_fin: row.convenio_fin! }
        : null,
    offer_id: row.offer_id,
    fecha_inicio: row.fecha_inicio,
    fecha_fin: row.fecha_fin,
    horas_planificadas: row.horas_planificadas,
    horas_aprobadas: hours(row.horas_aprobadas),
    horas_pendientes: hours(row.horas_pendientes),
    motivo_anulacion: row.motivo_anulacion,
    evaluacion_empresa:
      row.ev_at === null
        ? null
        : {
            puntualidad: row.ev_puntualidad!,
            responsabilidad: row.ev_responsabilidad!,
            trabajo_equipo: row.ev_trabajo_equipo!,
            conocimientos: row.ev_conocimientos!,
            comunicacion: row.ev_comunicacion!,
            comentario: row.ev_comentario ?? '',
            evaluada_en: row.ev_at,
          },
    calificacion:
      row.cal_at === null
        ? null
        : { resultado: row.cal_resultado!, nota: row.cal_nota!, observaciones: row.cal_observaciones ?? '', calificada_en: row.cal_at },
    certificado_codigo: row.certificado_codigo,
  };
  if (withStudentEvaluation) {
    view.evaluacion_estudiante =
      row.est_at === null ? null : { puntaje: row.est_puntaje!, comentario: row.est_comentario ?? '', evaluada_en: row.est_at };
  }
  return view;
}

/** What the audit keeps of a practicum. */
export const practicaAudit = (row: Partial<PracticaRow>) => ({
  student_id: row.student_id,
  company_id: row.company_id,
  tutor_id: row.tutor_id,
  universidad_id: row.universidad_id,
  carrera: row.carrera,
  tipo: row.tipo,
  fecha_inicio: row.fecha_inicio,
  fecha_fin: row.fecha_fin,
  horas_planificadas: row.horas_planificadas,
  estado: row.estado,
});
