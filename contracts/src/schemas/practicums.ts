import { type Static, Type } from 'typebox';
import {
  calificacionResultados,
  convenioEstados,
  horaEstados,
  practicaEstados,
  practicaTipos,
  practicumLimits as limits,
} from '../practicums.ts';
import { Id, Nullable, Page, pageQuery, StrictObject, Text } from './common.ts';

/** The practicums' calls (API.md "Practicums"). Dates are YYYY-MM-DD (the service checks the calendar). */

const Day = Text({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const Comment = Text({ maxLength: limits.comentarioMax });
const Score = Type.Integer({ minimum: 1, maximum: 5 });

export const ConvenioBody = StrictObject({
  company_id: Id,
  numero: Text({ minLength: 1, maxLength: 60 }),
  objeto: Text({ minLength: 1, maxLength: 2000 }),
  fecha_inicio: Day,
  fecha_fin: Day,
});
export type ConvenioBody = Static<typeof ConvenioBody>;

export const ConvenioQuery = StrictObject({
  company_id: Type.Optional(Id),
  estado: Type.Optional(Type.Enum(convenioEstados)),
  q: Type.Optional(Text({ maxLength: 100 })),
  ...pageQuery,
});
export type ConvenioQuery = Static<typeof ConvenioQuery>;

const CompanyRef = Type.Object({ id: Type.Integer(), empresa: Type.String() });

export const Convenio = Type.Object({
  id: Type.Integer(),
  company_id: Type.Integer(),
  company: CompanyRef,
  numero: Type.String(),
  objeto: Type.String(),
  fecha_inicio: Type.String(),
  fecha_fin: Type.String(),
  estado: Type.Enum(convenioEstados),
  /** Ends within 30 days (and has not ended). */
  por_vencer: Type.Boolean(),
  /** The signed PDF's address for the administration (null until uploaded). */
  documento_url: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Convenio = Static<typeof Convenio>;
export const ConvenioPage = Page(Convenio);
export type ConvenioPage = Static<typeof ConvenioPage>;

/** The multipart form of PUT …/documento, as the docs show it. */
export const ConvenioDocumentUpload = Type.Object({ documento: Type.String({ format: 'binary' }) });

export const PracticaBody = StrictObject({
  student_id: Id,
  company_id: Id,
  tipo: Type.Enum(practicaTipos),
  universidad_id: Id,
  carrera: Text({ minLength: 1, maxLength: 200 }),
  tutor_id: Id,
  fecha_inicio: Day,
  fecha_fin: Day,
  horas_planificadas: Type.Integer({ minimum: 1, maximum: limits.horasPlanificadasMax }),
  offer_id: Type.Optional(Nullable(Id)),
});
export type PracticaBody = Static<typeof PracticaBody>;

export const PracticaQuery = StrictObject({
  estado: Type.Optional(Type.Enum(practicaEstados)),
  carrera: Type.Optional(Text({ maxLength: 200 })),
  company_id: Type.Optional(Id),
  tutor_id: Type.Optional(Id),
  q: Type.Optional(Text({ maxLength: 100 })),
  ...pageQuery,
});
export type PracticaQuery = Static<typeof PracticaQuery>;

export const AnularBody = StrictObject({ motivo: Text({ minLength: limits.motivoMin, maxLength: limits.motivoMax }) });
export type AnularBody = Static<typeof AnularBody>;

export const EvaluacionEmpresa = Type.Object({
  puntualidad: Score,
  responsabilidad: Score,
  trabajo_equipo: Score,
  conocimientos: Score,
  comunicacion: Score,
  comentario: Type.String(),
  evaluada_en: Type.String(),
});
export type EvaluacionEmpresa = Static<typeof EvaluacionEmpresa>;

export const Calificacion = Type.Object({
  resultado: Type.Enum(calificacionResultados),
  nota: Type.Number(),
  observaciones: Type.String(),
  calificada_en: Type.String(),
});
export type Calificacion = Static<typeof Calificacion>;

export const EvaluacionEstudiante = Type.Object({ puntaje: Score, comentario: Type.String(), evaluada_en: Type.String() });
export type EvaluacionEstudiante = Static<typeof EvaluacionEstudiante>;

/**
 * A practicum as API.md answers it. `evaluacion_estudiante` is in the student's and the career
 * office's answers only, never in a company's.
 */
export const Practica = Type.Object({
  id: Type.Integer(),
  estado: Type.Enum(practicaEstados),
  tipo: Type.Enum(practicaTipos),
  student: Type.Object({ id: Type.Integer(), nombres: Type.String(), apellidos: Type.String(), dni: Nullable(Type.String()) }),
  company: CompanyRef,
  universidad: Type.Object({ id: Type.Integer(), nombre: Type.String() }),
  carrera: Type.String(),
  tutor: Type.Object({ id: Type.Integer(), name_us: Type.String() }),
  convenio: Nullable(Type.Object({ id: Type.Integer(), numero: Type.String(), fecha_inicio: Type.String(), fecha_fin: Type.String() })),
  offer_id: Nullable(Type.Integer()),
  fecha_inicio: Type.String(),
  fecha_fin: Type.String(),
  horas_planificadas: Type.Integer(),
  horas_aprobadas: Type.Number(),
  horas_pendientes: Type.Number(),
  motivo_anulacion: Nullable(Type.String()),
  evaluacion_empresa: Nullable(EvaluacionEmpresa),
  evaluacion_estudiante: Type.Optional(Nullable(EvaluacionEstudiante)),
  calificacion: Nullable(Calificacion),
  certificado_codigo: Nullable(Type.String()),
});
export type Practica = Static<typeof Practica>;
export const PracticaPage = Page(Practica);
export type PracticaPage = Static<typeof PracticaPage>;

export const EntryParams = StrictObject({ id: Id, entryId: Id });

export const HoraBody = StrictObject({
  fecha: Day,
  horas: Type.Number({ minimum: limits.horasMin, maximum: limits.horasMax }),
  actividades: Text({ minLength: limits.actividadesMin, maxLength: limits.actividadesMax }),
});
export type HoraBody = Static<typeof HoraBody>;

export const Hora = Type.Object({
  id: Type.Integer(),
  fecha: Type.String(),
  horas: Type.Number(),
  actividades: Type.String(),
  estado: Type.Enum(horaEstados),
  motivo: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Hora = Static<typeof Hora>;
export const HoraPage = Page(Hora);
export type HoraPage = Static<typeof HoraPage>;

export const HoraQuery = StrictObject({ estado: Type.Optional(Type.Enum(horaEstados)), ...pageQuery });
export type HoraQuery = Static<typeof HoraQuery>;

export const RevisionBody = StrictObject({
  decision: Type.Enum(['aprobada', 'rechazada']),
  motivo: Type.Optional(Nullable(Text({ maxLength: limits.motivoMax }))),
});
export type RevisionBody = Static<typeof RevisionBody>;

export const EvaluacionEmpresaBody = StrictObject({
  puntualidad: Score,
  responsabilidad: Score,
  trabajo_equipo: Score,
  conocimientos: Score,
  comunicacion: Score,
  comentario: Comment,
});
export type EvaluacionEmpresaBody = Static<typeof EvaluacionEmpresaBody>;

export const CalificacionBody = StrictObject({
  resultado: Type.Enum(calificacionResultados),
  nota: Type.Number({ minimum: 0, maximum: 10 }),
  observaciones: Comment,
});
export type CalificacionBody = Static<typeof CalificacionBody>;

export const EvaluacionEstudianteBody = StrictObject({ puntaje: Score, comentario: Comment });
export type EvaluacionEstudianteBody = Static<typeof EvaluacionEstudianteBody>;

export const PracticaReportQuery = StrictObject({
  universidad_id: Type.Optional(Id),
  carrera: Type.Optional(Text({ maxLength: 200 })),
  anio: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
});
export type PracticaReportQuery = Static<typeof PracticaReportQuery>;

export const PracticaReportRow = Type.Object({
  universidad: Type.String(),
  universidad_id: Type.Integer(),
  carrera: Type.String(),
  anio: Type.Integer(),
  estudiantes: Type.Integer(),
  horas_aprobadas: Type.Number(),
  completos_laborales: Type.Integer(),
  completos_comunitario: Type.Integer(),
  pendientes: Type.Integer(),
});
export type PracticaReportRow = Static<typeof PracticaReportRow>;
export const PracticaReport = Type.Object({ items: Type.Array(PracticaReportRow) });
export type PracticaReport = Static<typeof PracticaReport>;

export const CodigoParams = StrictObject({ codigo: Text({ minLength: 1, maxLength: 40 }) });

/** What the public check confirms, nothing else. */
export const Verificacion = Type.Object({
  estudiante: Type.String(),
  carrera: Type.String(),
  universidad: Type.String(),
  empresa: Type.String(),
  tipo: Type.Enum(practicaTipos),
  horas: Type.Number(),
  fecha_inicio: Type.String(),
  fecha_fin: Type.String(),
  emitido_en: Type.String(),
});
export type Verificacion = Static<typeof Verificacion>;
