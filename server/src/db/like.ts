import { type Expression, type RawBuilder, sql } from 'kysely';

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
