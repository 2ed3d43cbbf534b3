import { foldAccents, foldForSearch } from './fold.ts';

/** [text, foldAccents, foldAccents with drop: 'diacritics', foldForSearch]. */
const cases: Array<[text: string, marks: string, diacritics: string, search: string]> = [
  ['Tecnología', 'tecnologia', 'tecnologia', 'tecnologia'],
  ['MANABÍ', 'manabi', 'manabi', 'manabi'],
  // ñ is n with a tilde once split (NFD): "nino" finds "Niño", as on the server.
  ['Niño Ñandú', 'nino nandu', 'nino nandu', 'nino nandu'],
  ['Pingüino, Çedilla, Àèìòù', 'pinguino, cedilla, aeiou', 'pinguino, cedilla, aeiou', 'pinguino, cedilla, aeiou'],
  // Already split (a letter, then a combining acute accent): the same text.
  ['Jose\u0301', 'jose', 'jose', 'jose'],
  ['  Ana \t María\n', '  ana \t maria\n', '  ana \t maria\n', 'ana maria'],
  ['', '', '', ''],
  // İ splits into I and a dot above, which goes: a Turkish name still folds to plain letters.
  ['İstanbul', 'istanbul', 'istanbul', 'istanbul'],
  // Letters of their own, not accented ones, stay; so do ligatures (NFD does not split them).
  ['Straße Æsir Øre ﬁn', 'straße æsir øre ﬁn', 'straße æsir øre ﬁn', 'straße æsir øre ﬁn'],
  // Where the two drops differ: a spacing accent typed on its own, the Catalan middle dot, a
  // modifier apostrophe are diacritics but no marks; a combining small letter a is a mark only.
  ['´^¨`', '´^¨`', '', '´^¨`'],
  ['Col·legi', 'col·legi', 'collegi', 'col·legi'],
  ['Oʼahu', 'oʼahu', 'oahu', 'oʼahu'],
  ['a\u0363', 'a', 'a\u0363', 'a'],
];

describe('foldAccents and foldForSearch', () => {
  it.each(cases)('fold %j', (text, marks, diacritics, search) => {
    expect(foldAccents(text)).toBe(marks);
    expect(foldAccents(text, { drop: 'marks' })).toBe(marks);
    expect(foldAccents(text, { drop: 'diacritics' })).toBe(diacritics);
    expect(foldForSearch(text)).toBe(search);
  });

  // The copies this module replaced, as they were written; each caller now takes the variant
  // that gives its old answer for every character there is, so no caller's behaviour moved.
  const everyCharacter = Array.from({ length: 0x30000 }, (_, code) => code)
    .filter((code) => code < 0xd800 || code > 0xdfff)
    .map((code) => `A${String.fromCodePoint(code)}e\u0301 `);
  const replaced: Array<[caller: string, old: (text: string) => string, now: (text: string) => string]> = [
    [
      'the server (domain/search-text.ts)',
      (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim(),
      foldForSearch,
    ],
    [
      "remote-admin's common/fold.ts",
      (text) =>
        text
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase(),
      (text) => foldAccents(text, { drop: 'diacritics' }),
    ],
    [
      "the shell's menu search (Spanish lower case is lower case for every character)",
      (text) =>
        text
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLocaleLowerCase('es'),
      (text) => foldAccents(text, { drop: 'diacritics' }),
    ],
  ];
  it.each(replaced)('gives %s the same answer for every character', (_, old, now) => {
    const differing = everyCharacter.filter((text) => old(text) !== now(text));
    expect(differing).toEqual([]);
  });
});
