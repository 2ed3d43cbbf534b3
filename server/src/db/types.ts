import type {
  ApplicationStatus,
  CalificacionResultado,
  CompanyStatus,
  DatabaseDialect,
  HoraEstado,
  IconSet,
  OfferStatus,
  PracticaEstado,
  PracticaTipo,
  UserStatus,
} from '@portal/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type { ApplicationStatus, CompanyStatus, DatabaseDialect, IconSet, OfferStatus, UserStatus };

/** SQLite hands timestamps back as text, PostgreSQL as Date. Only app_meta keeps the database default. */
type Timestamp = ColumnType<Date | string, string | undefined, string>;

/**
 * Every other timestamp is an ISO-8601 UTC string (`2026-11-22T10:00:00.000Z`) written by the
 * app and read back as that string on both databases (see create-database.ts), so comparing
 * two of them as text compares the instants.
 */
export type IsoTimestamp = string;

/** 0 or 1: SQLite has no boolean type. */
export type Flag = 0 | 1;

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface RolesTable {
  id_ro: Generated<number>;
  name_ro: string;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export type DniType = 'cedula' | 'pasaporte' | 'ruc';

export interface UsersTable {
  id_us: Generated<number>;
  name_us: string;
  email: string;
  dni: string | null;
  dni_type: DniType | null;
  password_hash: string;
  role_id: number;
  status: UserStatus;
  email_verified_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  /** The last privacy notice version the account accepted (0: none; the consent gate asks). */
  privacy_version: Generated<number>;
  /** Deletion asked: the account is disabled and purged at this instant. */
  purge_at: Generated<IsoTimestamp | null>;
  purged_at: Generated<IsoTimestamp | null>;
  /** What audit and consent rows keep of a purged account. */
  seudonimo: Generated<string | null>;
}

export interface CompanyProfilesTable {
  user_id: number;
  ruc: string;
  empresa: string;
  descripcion: string;
  representante: string;
  pais: string;
  provincia: string | null;
  ciudad: string;
  telefono: string;
  web: string | null;
  cargo: string;
  telcontacto: string;
  nomcontacto: string;
  status: CompanyStatus;
  reviewed_by: number | null;
  reviewed_at: IsoTimestamp | null;
  /** Why an administrator rejected the company (shown to it); null unless rejected. */
  motivo_rechazo: Generated<string | null>;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface MenusTable {
  id: Generated<number>;
  name: string | null;
  title: string;
  path: string | null;
  icon_set: IconSet | null;
  icon_name: string | null;
  parent_id: number | null;
  sort_order: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface RoleMenusTable {
  role_id: number;
  menu_id: number;
  c: Flag;
  u: Flag;
  d: Flag;
  x: Flag;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  remember: Flag;
  created_at: IsoTimestamp;
  last_used_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

export interface VerificationTokensTable {
  id: Generated<number>;
  user_id: number;
  /** The address the link was mailed to: it verifies the account only while that is still its e-mail. */
  email: string;
  token_hash: string;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  used_at: IsoTimestamp | null;
}

/** A password reset link: single use, 60 minutes; only the SHA-256 of its secret is stored. */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  used_at: IsoTimestamp | null;
}

/** pending: to send over SMTP; logged: no SMTP configured, written to the log; failed: gave up, kept. */
export type MailStatus = 'pending' | 'sent' | 'logged' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  to_email: string;
  subject: string;
  body_text: string;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: IsoTimestamp;
  last_error: string | null;
  created_at: IsoTimestamp;
  sent_at: IsoTimestamp | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** null: the system or the user acting on their own account (signup, verification). */
  actor_id: number | null;
  entity: string;
  entity_id: string;
  action: string;
  /** JSON text. */
  before_data: string | null;
  after_data: string | null;
  created_at: IsoTimestamp;
}

export interface CatalogItemsTable {
  id: Generated<number>;
  /** One of the contract's `catalogTypes`. */
  type: string;
  /** What records store: immutable once created. */
  code: string;
  name: string;
  sort_order: number;
  active: Flag;
  /** The province's code for a city (`ciudades`); null for every other type. */
  parent_code: string | null;
  /** Code and name folded (no accents, lower case), so search ignores both on any database. */
  search_text: string;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** What it is about (`company.review`), for the client to pick an icon. */
  type: string;
  text: string;
  /** A portal path to open, or null. */
  link: string | null;
  read_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
}

export type UniversityKind = 'publica' | 'privada' | 'cofinanciada';

export interface UniversitiesTable {
  id: Generated<number>;
  nombre: string;
  siglas: string;
  tipo: UniversityKind;
  /** Catalog codes (provincias, ciudades). */
  provincia: string;
  ciudad: string;
  web: string | null;
  activa: Flag;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface UniversityCareersTable {
  id: Generated<number>;
  university_id: number;
  nombre: string;
  facultad: string;
  /** A career named by a CV is deactivated instead of deleted: it leaves the students' selects. */
  activa: Generated<Flag>;
  /** Hours of practicum the career requires (PRODUCT.md, defaults 240 and 160). */
  horas_practicas_laborales: Generated<number>;
  horas_servicio_comunitario: Generated<number>;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** A calendar day, YYYY-MM-DD, on both databases (create-database.ts reads PostgreSQL's `date` as text). */
export type IsoDate = string;

/** The CV's basic section: one row per student. Catalog fields store codes. */
export interface CvBasicTable {
  user_id: number;
  nombres: string;
  apellidos: string;
  fecha_nacimiento: IsoDate;
  genero: string;
  estado_civil: string;
  nacionalidad: string;
  provincia: string;
  ciudad: string;
  direccion: string;
  celular: string;
  telefono: string | null;
  email: string;
  perfil: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  /** The student's choice to show these to companies (off by default). */
  mostrar_genero: Generated<Flag>;
  mostrar_estado_civil: Generated<Flag>;
  mostrar_foto: Generated<Flag>;
}

/** What every repeatable section's row has besides its fields. */
interface CvEntryColumns {
  id: Generated<number>;
  user_id: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface CvEducationInTable extends CvEntryColumns {
  universidad_id: number;
  facultad: string;
  carrera: string;
  nivel: string;
  semestre: string;
  fecha_inicio: IsoDate;
  fecha_fin: IsoDate | null;
  titulo: string | null;
}

export interface CvEducationOutTable extends CvEntryColumns {
  institucion: string;
  titulo: string;
  nivel: string;
  pais: string;
  fecha_inicio: IsoDate;
  fecha_fin: IsoDate | null;
}

export interface CvLanguagesTable extends CvEntryColumns {
  idioma: string;
  nivel_hablado: string;
  nivel_escrito: string;
  nivel_comprension: string;
  certificado: string | null;
}

export interface CvComputerTable extends CvEntryColumns {
  herramienta: string;
  categoria: string;
  nivel: string;
}

export interface CvOtherTable extends CvEntryColumns {
  habilidad: string;
  descripcion: string | null;
  nivel: string;
}

export interface CvCoursesTable extends CvEntryColumns {
  nombre: string;
  institucion: string;
  horas: number;
  fecha: IsoDate;
  tipo: string;
}

export interface CvWorkTable extends CvEntryColumns {
  empresa: string;
  cargo: string;
  area: string;
  fecha_inicio: IsoDate;
  fecha_fin: IsoDate | null;
  funciones: string | null;
  motivo_salida: string | null;
  referencia_nombre: string | null;
  referencia_telefono: string | null;
}

export interface CvExtraTable extends CvEntryColumns {
  actividad: string;
  tipo: string;
  organizacion: string;
  fecha_inicio: IsoDate;
  fecha_fin: IsoDate | null;
  descripcion: string | null;
}

export interface CvPhotosTable {
  user_id: number;
  /** `<32 hex>.jpg` under UPLOADS_DIR/photos: random, so a new photo gets a new address. */
  file_name: string;
  width: number;
  height: number;
  updated_at: IsoTimestamp;
}

/**
 * An offer. Catalog fields store codes; `area_nombre` and `empresa_nombre` copy the names that
 * search covers (kept current by triggers). PostgreSQL also has a generated `search_vector`,
 * left out here: it is only ever used inside the search query.
 */
export interface OffersTable {
  id: Generated<number>;
  company_id: number;
  titulo: string;
  descripcion: string;
  area: string;
  area_nombre: string;
  empresa_nombre: string;
  tipo_contrato: string;
  modalidad: string;
  provincia: string;
  ciudad: string;
  vacantes: number;
  salario_min: number | null;
  salario_max: number | null;
  requisitos: string;
  experiencia: string;
  /** As written; a `publicada` offer whose closing date has passed reads as `expirada`. */
  status: OfferStatus;
  fecha_publicacion: IsoDate | null;
  fecha_cierre: IsoDate;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface OfferCareersTable {
  offer_id: number;
  position: number;
  nombre: string;
  /** `nombre` folded (no accents, lower case): what the career filter compares. */
  nombre_clave: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  offer_id: number;
  student_id: number;
  carta: string | null;
  status: ApplicationStatus;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** The careers a Tutor académico supervises (at one university). */
export interface TutorCareersTable {
  tutor_id: number;
  universidad_id: number;
  carrera: string;
}

/** An agreement university ↔ company; its signed PDF is a file of UPLOADS_DIR/convenios. */
export interface ConveniosTable {
  id: Generated<number>;
  company_id: number;
  numero: string;
  objeto: string;
  fecha_inicio: IsoDate;
  fecha_fin: IsoDate;
  documento_file: string | null;
  documento_bytes: number | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** A practicum (placement) with its evaluations, grade and certificate. */
export interface PracticasTable {
  id: Generated<number>;
  student_id: number;
  company_id: number;
  convenio_id: number | null;
  tutor_id: number;
  universidad_id: number;
  carrera: string;
  tipo: PracticaTipo;
  offer_id: number | null;
  fecha_inicio: IsoDate;
  fecha_fin: IsoDate;
  anio: number;
  horas_planificadas: number;
  /** Kept by each review: the sum of the approved entries. */
  horas_aprobadas: Generated<number>;
  /** As last written; a running status is recomputed on every read (practicaEstadoOn). */
  estado: PracticaEstado;
  motivo_anulacion: string | null;
  ev_puntualidad: number | null;
  ev_responsabilidad: number | null;
  ev_trabajo_equipo: number | null;
  ev_conocimientos: number | null;
  ev_comunicacion: number | null;
  ev_comentario: string | null;
  ev_at: IsoTimestamp | null;
  est_puntaje: number | null;
  est_comentario: string | null;
  est_at: IsoTimestamp | null;
  cal_resultado: CalificacionResultado | null;
  cal_nota: number | null;
  cal_observaciones: string | null;
  cal_at: IsoTimestamp | null;
  certificado_codigo: string | null;
  certificado_emitido_en: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface PracticaHorasTable {
  id: Generated<number>;
  practica_id: number;
  student_id: number;
  fecha: IsoDate;
  horas: number;
  actividades: string;
  estado: HoraEstado;
  motivo: string | null;
  reviewed_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface PrivacyNoticesTable {
  version: number;
  texto: string;
  publicado_en: IsoTimestamp;
}

export interface PrivacyConsentsTable {
  id: Generated<number>;
  user_id: number;
  version: number;
  aceptado_en: IsoTimestamp;
  ip: string | null;
  seudonimo: string | null;
}

export type CvViewVia = 'json' | 'pdf';

export interface CvViewsTable {
  id: Generated<number>;
  student_id: number;
  company_id: number;
  offer_id: number | null;
  via: CvViewVia;
  created_at: IsoTimestamp;
}

export type DataRequestKind = 'acceso' | 'rectificacion' | 'eliminacion' | 'oposicion';
export type DataRequestState = 'abierta' | 'respondida';

export interface DataRequestsTable {
  id: Generated<number>;
  user_id: number;
  tipo: DataRequestKind;
  detalle: string;
  estado: DataRequestState;
  vence_el: IsoDate;
  respuesta: string | null;
  respondida_en: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface Database {
  app_meta: AppMetaTable;
  roles: RolesTable;
  users: UsersTable;
  company_profiles: CompanyProfilesTable;
  menus: MenusTable;
  role_menus: RoleMenusTable;
  access_tokens: AccessTokensTable;
  verification_tokens: VerificationTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  catalog_items: CatalogItemsTable;
  notifications: NotificationsTable;
  universities: UniversitiesTable;
  university_careers: UniversityCareersTable;
  cv_basic: CvBasicTable;
  cv_education_in: CvEducationInTable;
  cv_education_out: CvEducationOutTable;
  cv_languages: CvLanguagesTable;
  cv_computer: CvComputerTable;
  cv_other: CvOtherTable;
  cv_courses: CvCoursesTable;
  cv_work: CvWorkTable;
  cv_extra: CvExtraTable;
  cv_photos: CvPhotosTable;
  offers: OffersTable;
  offer_careers: OfferCareersTable;
  applications: ApplicationsTable;
  tutor_careers: TutorCareersTable;
  convenios: ConveniosTable;
  practicas: PracticasTable;
  practica_horas: PracticaHorasTable;
  privacy_notices: PrivacyNoticesTable;
  privacy_consents: PrivacyConsentsTable;
  cv_views: CvViewsTable;
  data_requests: DataRequestsTable;
}

export type AppMeta = Selectable<AppMetaTable>;
export type NewAppMeta = Insertable<AppMetaTable>;
export type AppMetaUpdate = Updateable<AppMetaTable>;

export type Role = Selectable<RolesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CompanyProfile = Selectable<CompanyProfilesTable>;
export type NewCompanyProfile = Insertable<CompanyProfilesTable>;
export type Menu = Selectable<MenusTable>;
export type NewMenu = Insertable<MenusTable>;
export type RoleMenu = Selectable<RoleMenusTable>;
export type MailOutbox = Selectable<MailOutboxTable>;
export type AuditEntry = Selectable<AuditLogTable>;
export type CatalogItem = Selectable<CatalogItemsTable>;
export type NewCatalogItem = Insertable<CatalogItemsTable>;
export type CatalogItemUpdate = Updateable<CatalogItemsTable>;
export type Notification = Selectable<NotificationsTable>;
export type University = Selectable<UniversitiesTable>;
export type NewUniversity = Insertable<UniversitiesTable>;
export type UniversityUpdate = Updateable<UniversitiesTable>;
export type UniversityCareer = Selectable<UniversityCareersTable>;
export type NewUniversityCareer = Insertable<UniversityCareersTable>;
export type UniversityCareerUpdate = Updateable<UniversityCareersTable>;
export type CvBasicRow = Selectable<CvBasicTable>;
export type NewCvBasicRow = Insertable<CvBasicTable>;
export type CvPhotoRow = Selectable<CvPhotosTable>;
export type OfferRow = Selectable<OffersTable>;
export type NewOffer = Insertable<OffersTable>;
export type OfferUpdate = Updateable<OffersTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type ConvenioRow = Selectable<ConveniosTable>;
export type PracticaRow = Selectable<PracticasTable>;
export type NewPractica = Insertable<PracticasTable>;
export type PracticaUpdate = Updateable<PracticasTable>;
export type HoraRow = Selectable<PracticaHorasTable>;
