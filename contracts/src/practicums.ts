/**
 * Prácticas pre-profesionales (PRODUCT.md "Prácticas pre-profesionales", API.md "Practicums"):
 * the statuses, limits and messages the server and the screens share.
 */

export const practicaTipos = ['laborales', 'servicio_comunitario'] as const;
export type PracticaTipo = (typeof practicaTipos)[number];

export const practicaEstados = ['planificada', 'en_curso', 'finalizada', 'aprobada', 'reprobada', 'anulada'] as const;
export type PracticaEstado = (typeof practicaEstados)[number];

/** The statuses the calendar and the approved hours decide (the others are decisions of people). */
export const practicaRunningEstados = ['planificada', 'en_curso', 'finalizada'] as const satisfies readonly PracticaEstado[];

export const convenioEstados = ['por_iniciar', 'vigente', 'vencido'] as const;
export type ConvenioEstado = (typeof convenioEstados)[number];

export const horaEstados = ['pendiente', 'aprobada', 'rechazada'] as const;
export type HoraEstado = (typeof horaEstados)[number];

export const calificacionResultados = ['aprobada', 'reprobada'] as const;
export type CalificacionResultado = (typeof calificacionResultados)[number];

/** The company's five criteria (1–5 each). */
export const evaluacionCriterios = ['puntualidad', 'responsabilidad', 'trabajo_equipo', 'conocimientos', 'comunicacion'] as const;
export type EvaluacionCriterio = (typeof evaluacionCriterios)[number];

export const practicumLimits = {
  horasMin: 0.5,
  horasMax: 12,
  /** Hours one student may log on one day, across entries. */
  horasPorDia: 12,
  actividadesMin: 20,
  actividadesMax: 2000,
  comentarioMax: 2000,
  motivoMin: 5,
  motivoMax: 500,
  horasPlanificadasMax: 1000,
  careerHoursMax: 2000,
  /** Signed convenio PDF. */
  documentoMaxBytes: 5 * 1024 * 1024,
  /** Convenios ending within these days are highlighted. */
  convenioExpiringDays: 30,
  codigoLength: 12,
} as const;

/** Default hours a career requires (PRODUCT.md). */
export const careerHoursDefaults = { horas_practicas_laborales: 240, horas_servicio_comunitario: 160 } as const;

/** The certificate code's alphabet: no 0/O/1/I, so a code read aloud or typed is not mistaken. */
export const certificateCodeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const practicaTipoLabels: Record<PracticaTipo, string> = {
  laborales: 'Prácticas laborales',
  servicio_comunitario: 'Servicio comunitario',
};

export const practicaEstadoLabels: Record<PracticaEstado, string> = {
  planificada: 'Planificada',
  en_curso: 'En curso',
  finalizada: 'Finalizada',
  aprobada: 'Aprobada',
  reprobada: 'Reprobada',
  anulada: 'Anulada',
};

export const convenioEstadoLabels: Record<ConvenioEstado, string> = {
  por_iniciar: 'Por iniciar',
  vigente: 'Vigente',
  vencido: 'Vencido',
};

/** A convenio's status on `today` (YYYY-MM-DD). */
export function convenioEstadoOn(convenio: { fecha_inicio: string; fecha_fin: string }, today: string): ConvenioEstado {
  if (today < convenio.fecha_inicio) return 'por_iniciar';
  return today > convenio.fecha_fin ? 'vencido' : 'vigente';
}

/**
 * A running practicum's status on `today`: before its start planificada, after its end (or once
 * every planned hour is approved) finalizada, else en_curso. A decided status stays.
 */
export function practicaEstadoOn(
  practica: { estado: PracticaEstado; fecha_inicio: string; fecha_fin: string; horas_planificadas: number; horas_aprobadas: number },
  today: string,
): PracticaEstado {
  if (!(practicaRunningEstados as readonly string[]).includes(practica.estado)) return practica.estado;
  if (today > practica.fecha_fin || practica.horas_aprobadas >= practica.horas_planificadas) return 'finalizada';
  return today < practica.fecha_inicio ? 'planificada' : 'en_curso';
}

export const practicumMessages = {
  convenioNotFound: 'El convenio no existe.',
  practicaNotFound: 'La práctica no existe.',
  entryNotFound: 'El registro de horas no existe.',
  companyNotFound: 'Seleccione una empresa registrada.',
  university: 'Seleccione una universidad de la lista.',
  noConvenio: 'La empresa no tiene un convenio vigente durante todas las fechas de la práctica.',
  wrongCareer: 'El estudiante no registra estudios en esa carrera.',
  notTutor: 'El usuario elegido no es un tutor académico.',
  notStudent: 'El usuario elegido no es un estudiante.',
  offer: 'La oferta no existe.',
  date: 'El campo debe ser una fecha válida.',
  dateOrder: 'La fecha de fin no puede ser anterior a la de inicio.',
  futureDate: 'La fecha no puede ser posterior a hoy.',
  outsideDates: 'La fecha debe estar dentro de las fechas de la práctica.',
  dailyLimit: 'No se pueden registrar más de 12 horas en un mismo día (ya hay {horas} h ese día).',
  motivoRequired: 'Indique el motivo del rechazo.',
  entryLocked: 'Un registro aprobado ya no se puede cambiar.',
  closed: 'La práctica ya fue calificada o anulada.',
  notFinished: 'La práctica aún no ha finalizado.',
  alreadyEvaluated: 'Esta evaluación ya fue registrada.',
  noCompanyEvaluation: 'La empresa aún no ha evaluado la práctica.',
  hoursShort: 'Para aprobar, las horas aprobadas ({aprobadas}) deben alcanzar las planificadas ({planificadas}).',
  nota: 'La nota debe estar entre 0 y 10, con un decimal como máximo.',
  graded: 'La práctica ya fue calificada.',
  convenioInUse: 'El convenio tiene prácticas registradas y no se puede eliminar.',
  certificateNotFound: 'Certificado no encontrado.',
  pdf: 'El documento debe ser un archivo PDF.',
  pdfTooLarge: 'El documento no puede superar los 5 MB.',
  noDocument: 'El convenio aún no tiene su documento firmado.',
  tutorFields: 'Solo un tutor académico tiene universidad y carreras.',
  tutorCareers: 'Seleccione carreras de la universidad elegida.',
  tutorUniversity: 'Un tutor académico necesita su universidad y al menos una carrera.',
  saved: 'Datos guardados.',
  convenioCreated: 'Convenio registrado.',
  convenioDeleted: 'Convenio eliminado.',
  documentSaved: 'Documento del convenio guardado.',
  practicaCreated: 'Práctica registrada.',
  practicaAnulada: 'Práctica anulada.',
  entryCreated: 'Horas registradas.',
  entryDeleted: 'Registro eliminado.',
  reviewed: 'Revisión guardada.',
  evaluated: 'Evaluación registrada.',
  graded_ok: 'Calificación registrada.',
} as const;

/** `hoursShort` and `dailyLimit` with their figures. */
export function practicumMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
