/** Text as a search compares it: no accents, no case ("Tecnología" matches "tecnologia"). */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
