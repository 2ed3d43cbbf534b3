/**
 * Text as a search compares it: without accents or case, so "tecnologia" finds "Tecnología",
 * "MANABI" finds "Manabí" and "nino" finds "niño" — on SQLite and PostgreSQL alike (neither folds
 * accents by itself) and in the screens' own filters. The cases are in fold.test.ts.
 */

export interface FoldOptions {
  /**
   * What goes after the accents are split off their letters (NFD): `marks`, every combining mark
   * (`\p{M}`, what the server stores); `diacritics`, every `\p{Diacritic}`, which also drops a
   * spacing accent typed on its own (´ ^ ¨ `) but keeps the few marks that are no accent.
   */
  drop?: 'marks' | 'diacritics';
}

const dropped = { marks: /\p{M}/gu, diacritics: /\p{Diacritic}/gu } as const;

/** The text without accents and in lower case; spaces are kept as they are. */
export function foldAccents(text: string, { drop = 'marks' }: FoldOptions = {}): string {
  return text.normalize('NFD').replace(dropped[drop], '').toLowerCase();
}

/** Folded, with every run of white space one space and none at the ends: what the server stores and matches. */
export function foldForSearch(text: string): string {
  return foldAccents(text).replace(/\s+/g, ' ').trim();
}
