import type { DataExportKey } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { cvTables } from '../../db/repositories/cv-tables.ts';
import type { Database } from '../../db/types.ts';
import type { ServiceContext } from '../context.ts';
import { withStudentPhoto } from '../cv-photo-service.ts';
import { getCv } from '../cv-service.ts';
import { cvViewItem, cvViewsQuery } from '../cv-view-log.ts';
import { dataRequestView } from '../data-requests-service.ts';

/**
 * What "Mis datos" exports and what the purge removes, area by area (PRODUCT.md "Datos
 * personales (LOPDP)"). Each area contributes one export part (a top-level key of the JSON:
 * API.md "Wave 3: points fixed") naming the tables whose rows of the user it covers, and one purge
 * part. A table that references users and that no part names, nor `notExported` explains, fails
 * server/test/personal-data.test.ts: a new area cannot forget the export.
 *
 * Practicums are an academic record the university keeps (a certificate's
 * public check reads it): the purge leaves them, tied to the pseudonymised account.
 */
export interface ExportPart {
  key: DataExportKey;
  /** The tables with a column referencing users whose rows of this user the part exports. */
  tables: readonly string[];
  read(context: ServiceContext, userId: number): Promise<unknown>;
}

export interface PurgePart {
  /** What it removes or anonymises, by table (documentation; the purge test checks the effect). */
  tables: readonly string[];
  purge(trx: Kysely<Database>, userId: number): Promise<void>;
}

const cvTableNames = Object.values(cvTables);

/** Tables that reference users but hold nothing to hand over, and why. */
export const notExported: Record<string, string> = {
  access_tokens: 'Credenciales de sesión (solo su hash); se borran al eliminar la cuenta.',
  verification_tokens: 'Enlaces de verificación de un solo uso (solo su hash); se borran al eliminar la cuenta.',
  password_reset_tokens: 'Enlaces para restablecer la contraseña (solo su hash); se borran al eliminar la cuenta.',
  role_menus: 'Permisos de los roles, no datos de una persona.',
  surveys: 'Encuestas que redactó un administrador: contenido de la institución, no datos de quien la redactó.',
  audit_log:
    'Registro de auditoría de lo que hizo cada cuenta: prueba de cumplimiento; al eliminar la cuenta se conserva solo con un seudónimo.',
};

async function account(context: ServiceContext, userId: number) {
  const { db } = context;
  const user = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id_ro', 'users.role_id')
    .select([
      'users.id_us',
      'users.name_us',
      'users.email',
      'users.dni',
      'users.dni_type',
      'roles.name_ro',
      'users.status',
      'users.email_verified_at',
      'users.privacy_version',
      'users.purge_at',
      'users.created_at',
      'users.updated_at',
    ])
    .where('users.id_us', '=', userId)
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom('company_profiles')
    .select([
      'ruc',
      'empresa',
      'descripcion',
      'representante',
      'pais',
      'provincia',
      'ciudad',
      'telefono',
      'web',
      'cargo',
      'telcontacto',
      'nomcontacto',
      'status',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const offers = await db
    .selectFrom('offers')
    .select(['id', 'titulo', 'status', 'fecha_publicacion', 'fecha_cierre', 'created_at'])
    .where('company_id', '=', userId)
    .orderBy('id')
    .execute();
  // The offers this student reported (Confianza), with the reason given.
  const reportes = await db
    .selectFrom('offer_reports')
    .select(['offer_id', 'motivo', 'detalle', 'estado', 'created_at'])
    .where('student_id', '=', userId)
    .orderBy('id')
    .execute();
  return { ...user, empresa: company ?? null, ofertas: offers, reportes };
}

async function applications(context: ServiceContext, userId: number) {
  const rows = await context.db
    .selectFrom('applications')
    .innerJoin('offers', 'offers.id', 'applications.offer_id')
    .select([
      'applications.id',
      'applications.offer_id',
      'offers.titulo',
      'offers.empresa_nombre',
      'applications.carta',
      'applications.status',
      'applications.created_at',
      'applications.updated_at',
    ])
    .where('applications.student_id', '=', userId)
    .orderBy('applications.id')
    .execute();
  if (rows.length === 0) return [];
  // The history: each change of status as the audit log recorded it.
  const history = await context.db
    .selectFrom('audit_log')
    .select(['entity_id', 'action', 'after_data', 'created_at'])
    .where('entity', '=', 'application')
    .where(
      'entity_id',
      'in',
      rows.map((row) => String(row.id)),
    )
    .orderBy('id')
    .execute();
  const byApplication = new Map<string, Array<{ accion: string; estado: unknown; fecha: string }>>();
  for (const entry of history) {
    const after = entry.after_data ? (JSON.parse(entry.after_data) as { status?: unknown }) : {};
    const list = byApplication.get(entry.entity_id) ?? [];
    list.push({ accion: entry.action, estado: after.status ?? null, fecha: entry.created_at });
    byApplication.set(entry.entity_id, list);
  }
  return rows.map((row) => ({ ...row, historial: byApplication.get(String(row.id)) ?? [] }));
}

/**
 * The practicums the user is a party to (as the student, or as the tutor), each with its hours
 * log; a tutor's careers. The student's evaluation of the placement is theirs, so it is included.
 */
async function practicas(context: ServiceContext, userId: number) {
  const { db } = context;
  const rows = await db
    .selectFrom('practicas')
    .selectAll()
    .where((eb) => eb.or([eb('student_id', '=', userId), eb('tutor_id', '=', userId)]))
    .orderBy('id')
    .execute();
  const hours =
    rows.length === 0
      ? []
      : await db
          .selectFrom('practica_horas')
          .select(['id', 'practica_id', 'fecha', 'horas', 'actividades', 'estado', 'motivo', 'reviewed_at', 'created_at'])
          .where(
            'practica_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('id')
          .execute();
  const careers = await db.selectFrom('tutor_careers').select(['universidad_id', 'carrera']).where('tutor_id', '=', userId).execute();
  const items = rows.map((row) => ({ ...row, horas: hours.filter((entry) => entry.practica_id === row.id) }));
  return careers.length === 0 ? items : [...items, { carreras_a_cargo: careers }];
}

/** The graduate surveys the user was invited to, and what they answered. */
async function surveyAnswers(context: ServiceContext, userId: number) {
  const { db } = context;
  const invitations = await db
    .selectFrom('survey_invitations')
    .innerJoin('surveys', 'surveys.id', 'survey_invitations.survey_id')
    .select([
      'survey_invitations.survey_id',
      'surveys.titulo',
      'survey_invitations.carrera',
      'survey_invitations.cohorte',
      'survey_invitations.sent_at',
      'survey_invitations.answered_at',
    ])
    .where('survey_invitations.user_id', '=', userId)
    .orderBy('survey_invitations.id')
    .execute();
  const answers = await db
    .selectFrom('survey_answers')
    .select(['survey_id', 'situacion', 'fecha_primer_empleo', 'relacion_carrera', 'sector', 'rango_salarial', 'respuestas', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return invitations.map((invitation) => {
    const answer = answers.find((row) => row.survey_id === invitation.survey_id);
    return {
      ...invitation,
      respuesta: answer ? { ...answer, respuestas: JSON.parse(answer.respuestas) as unknown } : null,
    };
  });
}

export const exportParts: readonly ExportPart[] = [
  { key: 'account', tables: ['users', 'company_profiles', 'offers', 'offer_reports'], read: account },
  {
    key: 'cv',
    tables: [...cvTableNames, 'cv_photos'],
    read: async (context, userId) => withStudentPhoto(context, userId, await getCv(context.db, userId, { withAccount: true })),
  },
  { key: 'applications', tables: ['applications'], read: applications },
  { key: 'practicas', tables: ['practicas', 'practica_horas', 'tutor_careers'], read: practicas },
  { key: 'survey_answers', tables: ['survey_answers', 'survey_invitations'], read: surveyAnswers },
  {
    key: 'notifications',
    tables: ['notifications'],
    read: (context, userId) =>
      context.db
        .selectFrom('notifications')
        .select(['id', 'type', 'text', 'link', 'read_at', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
  },
  {
    key: 'consents',
    tables: ['privacy_consents'],
    read: (context, userId) =>
      context.db
        .selectFrom('privacy_consents')
        .select(['version', 'aceptado_en', 'ip'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
  },
  {
    key: 'cv_views',
    tables: ['cv_views'],
    read: async (context, userId) => (await cvViewsQuery(context.db, userId).execute()).map(cvViewItem),
  },
  {
    key: 'data_requests',
    tables: ['data_requests'],
    read: async (context, userId) =>
      (await context.db.selectFrom('data_requests').selectAll().where('user_id', '=', userId).orderBy('id').execute()).map(dataRequestView),
  },
];

const deleteRowsOf =
  (table: keyof Database, column = 'user_id') =>
  async (trx: Kysely<Database>, userId: number) => {
    await trx
      .deleteFrom(table)
      .where(column as never, '=', userId as never)
      .execute();
  };

/** What the purge removes (services/account-deletion-service.ts); the user row itself is anonymised there. */
export const purgeParts: readonly PurgePart[] = [
  ...[...cvTableNames, 'cv_photos' as const].map((table) => ({ tables: [table], purge: deleteRowsOf(table) })),
  { tables: ['notifications'], purge: deleteRowsOf('notifications') },
  // Survey answers go; the report's figures already counted them only as totals of five or more.
  { tables: ['survey_answers'], purge: deleteRowsOf('survey_answers') },
  { tables: ['survey_invitations'], purge: deleteRowsOf('survey_invitations') },
  { tables: ['cv_views'], purge: deleteRowsOf('cv_views', 'student_id') },
  { tables: ['data_requests'], purge: deleteRowsOf('data_requests') },
  { tables: ['access_tokens'], purge: deleteRowsOf('access_tokens') },
  { tables: ['verification_tokens'], purge: deleteRowsOf('verification_tokens') },
  { tables: ['password_reset_tokens'], purge: deleteRowsOf('password_reset_tokens') },
  {
    // The company keeps the application (its pipeline), without the cover letter.
    tables: ['applications'],
    purge: async (trx, userId) => {
      await trx.updateTable('applications').set({ carta: null }).where('student_id', '=', userId).execute();
    },
  },
  {
    // A company's profile keeps its name (its offers name it) but no contact person; its RUC is freed.
    tables: ['company_profiles'],
    purge: async (trx, userId) => {
      await trx
        .updateTable('company_profiles')
        .set({ ruc: `X${String(userId).padStart(12, '0')}`, representante: '', nomcontacto: '', telcontacto: '', cargo: '', telefono: '' })
        .where('user_id', '=', userId)
        .execute();
    },
  },
];

/** The whole export: exactly the keys of `dataExportKeys`, in their order. */
export async function buildDataExport(context: ServiceContext, userId: number): Promise<Record<DataExportKey, unknown>> {
  const values = await Promise.all(exportParts.map((part) => part.read(context, userId)));
  return Object.fromEntries(exportParts.map((part, index) => [part.key, values[index]])) as Record<DataExportKey, unknown>;
}
