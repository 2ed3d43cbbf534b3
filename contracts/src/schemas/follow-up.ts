import { type Static, Type } from 'typebox';
import { salaryBandCodes, sectorCodes, surveyLimits, surveyQuestionTypes, surveyStates } from '../follow-up.ts';
import { Id, Nullable, Page, pageQuery, StrictObject, Text } from './common.ts';

/** Graduate follow-up (API.md "Graduate follow-up" and "Wave 3: points fixed"). */
const Day = Text({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Codes = <T extends readonly string[]>(codes: T) => Type.Unsafe<T[number]>(Type.String({ enum: [...codes] }));

export const SurveyCareer = StrictObject({ universidad_id: Id, carrera: Text({ minLength: 1, maxLength: 200 }) });
export type SurveyCareer = Static<typeof SurveyCareer>;

export const SurveyQuestionInput = StrictObject({
  id: Type.Optional(Id),
  tipo: Codes(surveyQuestionTypes),
  enunciado: Text({ minLength: 1, maxLength: surveyLimits.enunciadoMax }),
  opciones: Type.Optional(Type.Array(Text({ minLength: 1, maxLength: surveyLimits.opcionMax }), { maxItems: surveyLimits.maxOptions })),
  obligatoria: Type.Boolean(),
});
export type SurveyQuestionInput = Static<typeof SurveyQuestionInput>;

export const SurveyBody = StrictObject({
  titulo: Text({ minLength: 1, maxLength: surveyLimits.tituloMax }),
  introduccion: Text({ maxLength: surveyLimits.introduccionMax }),
  carreras: Type.Array(SurveyCareer, { minItems: 1, maxItems: surveyLimits.maxCareers }),
  graduados_desde: Type.Optional(Nullable(Day)),
  graduados_hasta: Type.Optional(Nullable(Day)),
  bloque_laboral: Type.Optional(Type.Boolean({ default: true })),
  preguntas: Type.Array(SurveyQuestionInput, { maxItems: surveyLimits.maxQuestions }),
});
export type SurveyBody = Static<typeof SurveyBody>;

export const SurveyQuestion = Type.Object({
  id: Type.Integer(),
  tipo: Codes(surveyQuestionTypes),
  enunciado: Type.String(),
  opciones: Nullable(Type.Array(Type.String())),
  obligatoria: Type.Boolean(),
});
export type SurveyQuestion = Static<typeof SurveyQuestion>;

export const SurveyCareerView = Type.Object({ universidad_id: Type.Integer(), universidad: Type.String(), carrera: Type.String() });

const surveySummary = {
  id: Type.Integer(),
  titulo: Type.String(),
  estado: Codes(surveyStates),
  /** Invitations made (0 while borrador). */
  invitados: Type.Integer(),
  respuestas: Type.Integer(),
  /** respuestas ÷ invitados, 0–1 with 4 decimals; null before any invitation. */
  tasa_respuesta: Nullable(Type.Number()),
  opened_at: Nullable(Type.String()),
  closed_at: Nullable(Type.String()),
  created_at: Type.String(),
};

export const SurveySummary = Type.Object(surveySummary);
export type SurveySummary = Static<typeof SurveySummary>;
export const SurveyPage = Page(SurveySummary);
export type SurveyPage = Static<typeof SurveyPage>;

export const SurveyDetail = Type.Object({
  ...surveySummary,
  introduccion: Type.String(),
  carreras: Type.Array(SurveyCareerView),
  graduados_desde: Nullable(Type.String()),
  graduados_hasta: Nullable(Type.String()),
  bloque_laboral: Type.Boolean(),
  preguntas: Type.Array(SurveyQuestion),
  /** The graduates it reaches: those it would invite now (borrador), else those invited. */
  alcance: Type.Integer(),
});
export type SurveyDetail = Static<typeof SurveyDetail>;

export const SurveyQuery = StrictObject({ estado: Type.Optional(Codes(surveyStates)), ...pageQuery });
export type SurveyQuery = Static<typeof SurveyQuery>;

/** The graduates a draft's targets reach, before it is saved. */
export const SurveyReachBody = StrictObject({
  carreras: Type.Array(SurveyCareer, { maxItems: surveyLimits.maxCareers }),
  graduados_desde: Type.Optional(Nullable(Day)),
  graduados_hasta: Type.Optional(Nullable(Day)),
});
export type SurveyReachBody = Static<typeof SurveyReachBody>;
export const SurveyReach = Type.Object({ graduados: Type.Integer() });

export const SurveyOpened = Type.Object({ id: Type.Integer(), estado: Codes(surveyStates), invitados: Type.Integer() });
export type SurveyOpened = Static<typeof SurveyOpened>;

export const SurveyDeletion = Type.Object({ id: Type.Integer() });

export const SurveyTokenParams = StrictObject({ token: Text({ minLength: 1, maxLength: 100 }) });

/** What the graduate reads through the mailed link. */
export const SurveyForm = Type.Object({
  titulo: Type.String(),
  introduccion: Type.String(),
  bloque_laboral: Type.Boolean(),
  preguntas: Type.Array(SurveyQuestion),
  /** The graduate's career as the invitation named it. */
  carrera: Type.String(),
  cohorte: Type.Integer(),
});
export type SurveyForm = Static<typeof SurveyForm>;

/** A value of any question type; the service checks it against the question's own type. */
const AnswerValue = Type.Union([
  Text({ maxLength: surveyLimits.textoMax }),
  Type.Integer({ minimum: -1000, maximum: 1000 }),
  Type.Boolean(),
  Type.Array(Text({ maxLength: surveyLimits.opcionMax }), { maxItems: surveyLimits.maxOptions }),
  Type.Null(),
]);

export const SurveyAnswerBody = StrictObject({
  respuestas: Type.Array(StrictObject({ pregunta_id: Id, valor: AnswerValue }), { maxItems: surveyLimits.maxQuestions }),
  laboral: Type.Optional(
    StrictObject({
      situacion: Type.Optional(Nullable(Text({ maxLength: 20 }))),
      fecha_primer_empleo: Type.Optional(Nullable(Text({ maxLength: 10 }))),
      relacion_carrera: Type.Optional(Nullable(Type.Integer({ minimum: -1000, maximum: 1000 }))),
      sector: Type.Optional(Nullable(Text({ maxLength: 20 }))),
      rango_salarial: Type.Optional(Nullable(Text({ maxLength: 20 }))),
    }),
  ),
});
export type SurveyAnswerBody = Static<typeof SurveyAnswerBody>;
export const SurveyAnswered = Type.Object({ id: Type.Integer() });

export const FollowUpQuery = StrictObject({
  universidad_id: Type.Optional(Id),
  carrera: Type.Optional(Text({ minLength: 1, maxLength: 200 })),
  cohorte: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
});
export type FollowUpQuery = Static<typeof FollowUpQuery>;

const Shares = <T extends readonly string[]>(codes: T) =>
  Nullable(
    Type.Object(Object.fromEntries(codes.map((code) => [code, Type.Number()])) as Record<T[number], ReturnType<typeof Type.Number>>),
  );

export const FollowUpRow = Type.Object({
  universidad_id: Type.Integer(),
  universidad: Type.String(),
  carrera: Type.String(),
  cohorte: Type.Integer(),
  graduados: Type.Integer(),
  respuestas: Type.Integer(),
  tasa_respuesta: Nullable(Type.Number()),
  tasa_empleo: Nullable(Type.Number()),
  mediana_meses_primer_empleo: Nullable(Type.Number()),
  relacion_carrera_promedio: Nullable(Type.Number()),
  sectores: Shares(sectorCodes),
  rangos_salariales: Shares(salaryBandCodes),
  contratados_portal: Type.Integer(),
  suprimido: Type.Boolean(),
});
export type FollowUpRow = Static<typeof FollowUpRow>;

export const FollowUpReport = Type.Object({
  formula: Type.Object({ tasa_respuesta: Type.String(), tasa_empleo: Type.String(), meses_primer_empleo: Type.String() }),
  items: Type.Array(FollowUpRow),
});
export type FollowUpReport = Static<typeof FollowUpReport>;
