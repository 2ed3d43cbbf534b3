/**
 * Text as search compares it: without accents or case, so "tecnologia" finds "Tecnología" and
 * "MANABI" finds "Manabí" on SQLite and PostgreSQL alike (neither folds accents by itself).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
