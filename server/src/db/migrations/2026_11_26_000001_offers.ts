import { type Kysely, sql, SqliteAdapter } from 'kysely';

/**
 * Offers and applications (API.md "Offers and applications") and their full-text search.
 *
 * - `offers` keeps the area's and the company's names beside their codes (`area_nombre`,
 *   `empresa_nombre`) because search covers them: an index can only read the row it indexes.
 *   Triggers keep both names current when an administrator renames an area or a company
 *   changes its name, whoever makes the change.
 * - The target careers are a child table (`offer_careers`), not JSON: filtering by a career is
 *   then an indexed lookup on both databases (SQLite's json_each and PostgreSQL's jsonb
 *   operators differ, and neither indexes a folded name).
 * - Search, SQLite: an FTS5 table over `offers` (external content: the text is stored once),
 *   kept in sync by triggers, tokenized with `remove_diacritics 2` so "tecnologia" finds
 *   "Tecnología". PostgreSQL: a stored generated tsvector (título weight A, area and company B,
 *   description and requirements C) with a GIN index; accents are removed by `portal_unaccent`,
 *   an immutable wrapper (a generated column accepts only immutable functions) around the
 *   `unaccent` extension, or around `translate` when the extension cannot be created (no
 *   privilege or not installed), which covers Spanish and Portuguese accents.
 * - Dates (`fecha_publicacion`, `fecha_cierre`) are `date`, read back as YYYY-MM-DD.
 *
 * Like every migration it stands alone: no application code is imported.
 */

const SEARCH_COLUMNS = ['titulo', 'area_nombre', 'empresa_nombre', 'descripcion', 'requisitos'] as const;

function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

async function createTables(db: Kysely<any>, sqlite: boolean): Promise<void> {
  const id = (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity());
  const code = 'varchar(40)';

  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', id)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company_profiles.user_id').onDelete('cascade'))
    .addColumn('titulo', 'varchar(150)', (c) => c.notNull())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('area', code, (c) => c.notNull())
    .addColumn('area_nombre', 'varchar(150)', (c) => c.notNull())
    .addColumn('empresa_nombre', 'varchar(200)', (c) => c.notNull())
    .addColumn('tipo_contrato', code, (c) => c.notNull())
    .addColumn('modalidad', code, (c) => c.notNull())
    .addColumn('provincia', code, (c) => c.notNull())
    .addColumn('ciudad', code, (c) => c.notNull())
    .addColumn('vacantes', 'integer', (c) => c.notNull())
    .addColumn('salario_min', 'double precision')
    .addColumn('salario_max', 'double precision')
    .addColumn('requisitos', 'text', (c) => c.notNull())
    .addColumn('experiencia', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('fecha_publicacion', 'date')
    .addColumn('fecha_cierre', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The company's list; the students' search: newest first straight from an index, and the
  // open offers (status, closing date) with every filter column, so a filter or a count reads
  // the index alone, never the wide rows (descriptions).
  await db.schema.createIndex('offers_company_index').on('offers').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('offers_status_publication_index').on('offers').columns(['status', 'fecha_publicacion']).execute();
  await db.schema
    .createIndex('offers_open_filters_index')
    .on('offers')
    .columns(['status', 'fecha_cierre', 'fecha_publicacion', 'provincia', 'modalidad', 'tipo_contrato', 'area'])
    .execute();
  for (const column of ['area', 'provincia', 'modalidad', 'tipo_contrato', 'ciudad']) {
    await db.schema.createIndex(`offers_${column}_index`).on('offers').column(column).execute();
  }

  await db.schema
    .createTable('offer_careers')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('nombre', 'varchar(200)', (c) => c.notNull())
    // Folded (no accents, lower case) by the app: the filter matches regardless of both.
    .addColumn('nombre_clave', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_careers_pkey', ['offer_id', 'position'])
    .execute();
  await db.schema.createIndex('offer_careers_name_index').on('offer_careers').columns(['nombre_clave', 'offer_id']).execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'integer', id)
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('carta', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // One per student per offer: two simultaneous clicks meet here, not in a race.
    .addUniqueConstraint('applications_offer_student_unique', ['offer_id', 'student_id'])
    .execute();
  await db.schema.createIndex('applications_student_index').on('applications').columns(['student_id', 'created_at']).execute();
  await db.schema.createIndex('applications_offer_status_index').on('applications').columns(['offer_id', 'status']).execute();
}

async function createSqliteSearch(db: Kysely<any>): Promise<void> {
  const columns = SEARCH_COLUMNS.join(', ');
  const values = (row: 'new' | 'old') => SEARCH_COLUMNS.map((column) => `${row}.${column}`).join(', ');
  for (const statement of [
    `CREATE VIRTUAL TABLE offers_fts USING fts5(${columns}, content='offers', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    `CREATE TRIGGER offers_fts_insert AFTER INSERT ON offers BEGIN
       INSERT INTO offers_fts(rowid, ${columns}) VALUES (new.id, ${values('new')});
     END`,
    `CREATE TRIGGER offers_fts_delete AFTER DELETE ON offers BEGIN
       INSERT INTO offers_fts(offers_fts, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')});
     END`,
    // Only a change of an indexed text re-indexes (a status change does not).
    `CREATE TRIGGER offers_fts_update AFTER UPDATE OF ${columns} ON offers BEGIN
       INSERT INTO offers_fts(offers_fts, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')});
       INSERT INTO offers_fts(rowid, ${columns}) VALUES (new.id, ${values('new')});
     END`,
    `CREATE TRIGGER offers_company_name AFTER UPDATE OF empresa ON company_profiles WHEN old.empresa IS NOT new.empresa BEGIN
       UPDATE offers SET empresa_nombre = new.empresa WHERE company_id = new.user_id;
     END`,
    `CREATE TRIGGER offers_area_name AFTER UPDATE OF name ON catalog_items WHEN new.type = 'areas' AND old.name IS NOT new.name BEGIN
       UPDATE offers SET area_nombre = new.name WHERE area = new.code;
     END`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

async function createPostgresSearch(db: Kysely<any>): Promise<void> {
  // The exception block is a subtransaction: a refused CREATE EXTENSION does not abort the
  // migration's transaction, and the fallback below takes over.
  await sql
    .raw(
      `DO $$
       DECLARE
         extension_schema text;
       BEGIN
         BEGIN
           CREATE EXTENSION IF NOT EXISTS unaccent;
         EXCEPTION WHEN OTHERS THEN
           RAISE WARNING 'unaccent extension unavailable (%); search folds accents with translate()', SQLERRM;
         END;
         SELECT n.nspname INTO extension_schema
           FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent';
         IF extension_schema IS NOT NULL THEN
           EXECUTE format(
             'CREATE OR REPLACE FUNCTION portal_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS %L',
             format('SELECT %I.unaccent(%L::regdictionary, $1)', extension_schema, extension_schema || '.unaccent'));
         ELSE
           CREATE OR REPLACE FUNCTION portal_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS
             $f$ SELECT translate($1, 'áàäâãåéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÅÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaaeeeeiiiiooooouuuuncAAAAAAEEEEIIIIOOOOOUUUUNC') $f$;
         END IF;
       END $$`,
    )
    .execute(db);

  await sql
    .raw(
      `ALTER TABLE offers ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
         setweight(to_tsvector('simple', portal_unaccent(titulo)), 'A') ||
         setweight(to_tsvector('simple', portal_unaccent(area_nombre || ' ' || empresa_nombre)), 'B') ||
         setweight(to_tsvector('simple', portal_unaccent(descripcion || ' ' || requisitos)), 'C')
       ) STORED`,
    )
    .execute(db);
  await sql.raw('CREATE INDEX offers_search_index ON offers USING gin (search_vector)').execute(db);

  for (const statement of [
    `CREATE FUNCTION portal_offers_company_name() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE offers SET empresa_nombre = NEW.empresa WHERE company_id = NEW.user_id;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER offers_company_name AFTER UPDATE OF empresa ON company_profiles
       FOR EACH ROW WHEN (OLD.empresa IS DISTINCT FROM NEW.empresa) EXECUTE FUNCTION portal_offers_company_name()`,
    `CREATE FUNCTION portal_offers_area_name() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE offers SET area_nombre = NEW.name WHERE area = NEW.code;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER offers_area_name AFTER UPDATE OF name ON catalog_items
       FOR EACH ROW WHEN (NEW.type = 'areas' AND OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION portal_offers_area_name()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

/**
 * API.md guards applying by the `offers` item's c flag; the first seed granted students x
 * there. Databases seeded before this migration get c (a fresh one is seeded with it).
 */
async function grantApplying(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('role_menus')
    .set({ c: 1 })
    .where('role_id', '=', 3)
    .where('menu_id', 'in', db.selectFrom('menus').select('id').where('title', '=', 'offers'))
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = isSqlite(db);
  await createTables(db, sqlite);
  await (sqlite ? createSqliteSearch(db) : createPostgresSearch(db));
  await grantApplying(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = isSqlite(db);
  if (sqlite) {
    for (const trigger of ['offers_area_name', 'offers_company_name']) await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
    await sql.raw('DROP TABLE IF EXISTS offers_fts').execute(db);
  } else {
    await sql.raw('DROP TRIGGER IF EXISTS offers_area_name ON catalog_items').execute(db);
    await sql.raw('DROP TRIGGER IF EXISTS offers_company_name ON company_profiles').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS portal_offers_area_name(), portal_offers_company_name()').execute(db);
  }
  for (const table of ['applications', 'offer_careers', 'offers']) await db.schema.dropTable(table).execute();
  if (!sqlite) await sql.raw('DROP FUNCTION IF EXISTS portal_unaccent(text)').execute(db);
}
