import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import { isSqlite } from './dialect.ts';
import type { Database } from './types.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` with LIKE's wildcards escaped, so a search for `50%` finds that text. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `text%`: values that start with the text, wildcards in it escaped. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/** `column LIKE pattern ESCAPE '\'`; the escape is spelled out because SQLite has no default one. */
export function likeEscaped(column: Expression<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${column} like ${pattern} escape '\\'`;
}

/**
 * `column` contains `text`, ASCII letter case aside, alike on both dialects. PostgreSQL's LIKE
 * tells case apart, so there the column is lower-cased first. SQLite's LIKE already ignores
 * ASCII case and its lower() folds ASCII only, so there the column is compared as stored: the
 * same rows match, without a lower() per row and column (a third of the admin users search's SQL).
 */
export function containsIgnoringCase(db: Kysely<Database>, column: string, text: string): RawBuilder<boolean> {
  return likeEscaped(isSqlite(db) ? sql.ref(column) : sql`lower(${sql.ref(column)})`, containsPattern(text.toLowerCase()));
}
