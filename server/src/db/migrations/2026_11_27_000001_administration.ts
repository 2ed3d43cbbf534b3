import type { Kysely } from 'kysely';

/**
 * What the administration screens need (API.md "Administration"):
 * - `company_profiles.motivo_rechazo`: the reason an administrator gave for rejecting a company,
 *   shown to the company; an index on (status, created_at) for the companies awaiting approval;
 * - `university_careers.activa`: a career named by a CV is deactivated instead of deleted, as a
 *   university is; `cv_education_in (universidad_id, carrera)` tells which are named;
 * - `audit_log`: read newest first, filtered by actor or entity.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company_profiles').addColumn('motivo_rechazo', 'varchar(500)').execute();
  await db.schema.createIndex('company_profiles_status_index').on('company_profiles').columns(['status', 'created_at']).execute();

  await db.schema
    .alterTable('university_careers')
    .addColumn('activa', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('cv_education_in_university_index').on('cv_education_in').columns(['universidad_id', 'carrera']).execute();

  await db.schema.createIndex('audit_log_created_index').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_index').on('audit_log').columns(['actor_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_entity_created_index').on('audit_log').columns(['entity', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_entity_created_index').execute();
  await db.schema.dropIndex('audit_log_actor_index').execute();
  await db.schema.dropIndex('audit_log_created_index').execute();
  await db.schema.dropIndex('cv_education_in_university_index').execute();
  await db.schema.alterTable('university_careers').dropColumn('activa').execute();
  await db.schema.dropIndex('company_profiles_status_index').execute();
  await db.schema.alterTable('company_profiles').dropColumn('motivo_rechazo').execute();
}
