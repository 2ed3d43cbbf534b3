import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** SQLite hands timestamps back as text, PostgreSQL as Date. */
type Timestamp = ColumnType<Date | string, string | undefined, string>;

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface Database {
  app_meta: AppMetaTable;
}

export type DatabaseDialect = 'sqlite' | 'postgres';

export type AppMeta = Selectable<AppMetaTable>;
export type NewAppMeta = Insertable<AppMetaTable>;
export type AppMetaUpdate = Updateable<AppMetaTable>;
