/**
 * Graduate follow-up (PRODUCT.md "Seguimiento a graduados", API.md "Graduate follow-up"): the
 * codes of the standard employment block, their Spanish labels, the limits of a survey and the
 * Spanish messages the server answers and the screens show.
 */
export const surveyStates = ['borrador', 'abierta', 'cerrada'] as const;
export type SurveyEstado = (typeof surveyStates)[number];

export const surveyQuestionTypes = ['unica', 'multiple', 'escala', 'texto', 'si_no'] as const;
export type SurveyQuestionTipo = (typeof surveyQuestionTypes)[number];

export const situacionCodes = ['empleado', 'emprendedor', 'desempleado', 'estudiando', 'otro'] as const;
export type SituacionCode = (typeof situacionCodes)[number];
export const sectorCodes = ['publico', 'privado', 'ong', 'propio'] as const;
export type SectorCode = (typeof sectorCodes)[number];
export const salaryBandCodes = ['r1', 'r2', 'r3', 'r4', 'r5'] as const;
export type SalaryBandCode = (typeof salaryBandCodes)[number];

export const surveyStateLabels: Record<SurveyEstado, string> = { borrador: 'Borrador', abierta: 'Abierta', cerrada: 'Cerrada' };
export const surveyQuestionTypeLabels: Record<SurveyQuestionTipo, string> = {
  unica: 'Opción única',
  multiple: 'Opción múltiple',
  escala: 'Escala 1–5',
  texto: 'Texto',
  si_no: 'Sí / No',
};
export const situacionLabels: Record<SituacionCode, string> = {
  empleado: 'Empleado',
  emprendedor: 'Emprendedor',
  desempleado: 'Desempleado buscando empleo',
  estudiando: 'Estudiando',
  otro: 'Otro',
};
export const sectorLabels: Record<SectorCode, string> = { publico: 'Público', privado: 'Privado', ong: 'ONG', propio: 'Negocio propio' };
export const salaryBandLabels: Record<SalaryBandCode, string> = {
  r1: 'Menos de 482 USD',
  r2: '482–800 USD',
  r3: '800–1.200 USD',
  r4: '1.200–2.000 USD',
  r5: 'Más de 2.000 USD',
};

/** The employment block's questions as the graduate reads them. */
export const employmentBlockLabels = {
  situacion: 'Situación laboral',
  fecha_primer_empleo: 'Fecha del primer empleo tras graduarte',
  relacion_carrera: 'Relación del empleo con tu carrera (1–5)',
  sector: 'Sector del empleo',
  rango_salarial: 'Rango salarial mensual',
} as const;

export const surveyLimits = {
  tituloMax: 200,
  introduccionMax: 2000,
  enunciadoMax: 500,
  opcionMax: 200,
  minOptions: 2,
  maxOptions: 10,
  minQuestions: 1,
  maxQuestions: 40,
  maxCareers: 50,
  textoMax: 2000,
} as const;

/** Below this many answers every figure derived from answers is suppressed. */
export const FOLLOW_UP_MIN_ANSWERS = 5;

/** The formulas printed under the report (API.md `formula`). */
export const followUpFormulas = {
  tasa_respuesta: 'Tasa de respuesta = respuestas ÷ graduados',
  tasa_empleo: 'Tasa de empleo = (empleados + emprendedores) ÷ respuestas',
  meses_primer_empleo: 'Meses al primer empleo = mediana de los meses entre la graduación y el primer empleo, entre quienes lo indicaron',
} as const;

export const surveyMessages = {
  notFound: 'La encuesta no existe.',
  saved: 'Encuesta guardada.',
  deleted: 'Encuesta eliminada.',
  opened: 'Encuesta abierta: las invitaciones se envían en unos minutos.',
  closed: 'Encuesta cerrada.',
  notDraft: 'Solo se puede modificar o eliminar una encuesta en borrador.',
  notOpen: 'La encuesta no está abierta.',
  noGraduates: 'Ninguna persona graduada de las carreras elegidas recibiría la encuesta.',
  career: 'La carrera no existe en esta universidad.',
  dates: 'La fecha final debe ser igual o posterior a la inicial.',
  optionCount: 'Las preguntas de opción deben tener entre 2 y 10 opciones distintas.',
  noOptions: 'Este tipo de pregunta no lleva opciones.',
  noQuestions: 'Agrega al menos una pregunta o el bloque laboral.',
  linkUnknown: 'El enlace de la encuesta no es válido.',
  linkUsed: 'Ya respondiste esta encuesta con este enlace. ¡Gracias!',
  linkClosed: 'Esta encuesta ya está cerrada y no recibe respuestas.',
  answered: '¡Gracias por responder la encuesta!',
  required: (question: string) => `La pregunta «${question}» es obligatoria.`,
  option: (question: string) => `Elige una de las opciones de «${question}».`,
  options: (question: string) => `Elige solo opciones de «${question}».`,
  scale: (question: string) => `La respuesta a «${question}» debe ser un número del 1 al 5.`,
  text: (question: string) => `La respuesta a «${question}» debe ser un texto de hasta 2000 caracteres.`,
  yesNo: (question: string) => `La respuesta a «${question}» debe ser sí o no.`,
  unknownQuestion: 'Esta pregunta no es de la encuesta.',
  duplicate: 'Esta pregunta se respondió dos veces.',
  laboralRequired: (field: string) => `La pregunta «${field}» es obligatoria.`,
  laboralOption: (field: string) => `Elige una de las opciones de «${field}».`,
  laboralDate: 'La fecha del primer empleo debe ser una fecha válida y no futura.',
  laboralScale: 'La relación con la carrera debe ser un número del 1 al 5.',
} as const;
