import { languageCases } from '../test-cases/language-cases.ts';
import { businessDaysBetween, checkInclusiveLanguage, ecuadorHolidays, isBusinessDay } from './trust.ts';

describe('the inclusive-language check', () => {
  it.each(languageCases)('«$text» names $palabras', ({ text, palabras }) => {
    expect(checkInclusiveLanguage({ requisitos: text }).map((warning) => warning.palabra)).toEqual(palabras);
  });

  it('names the field and says why, citing the Constitution; a repeated word warns once per field', () => {
    const warnings = checkInclusiveLanguage({
      titulo: 'Vendedor',
      descripcion: 'Buena presencia. buena presencia.',
      requisitos: 'Edad: 20',
    });
    expect(warnings).toEqual([
      { campo: 'descripcion', palabra: 'Buena presencia', motivo: expect.stringContaining('Constitución Art. 11') },
      { campo: 'requisitos', palabra: 'Edad', motivo: expect.stringContaining('la edad') },
    ]);
  });
});

describe('business days in Ecuador', () => {
  it("lists the year's national holidays, moved as the law says", () => {
    expect(ecuadorHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-05-01',
      '2026-05-25',
      '2026-08-10',
      '2026-10-09',
      '2026-11-02',
      '2026-11-03',
      '2026-12-25',
    ]);
  });

  it('counts the business days after one day up to another, skipping weekends and holidays', () => {
    expect(businessDaysBetween('2026-11-23', '2026-11-25')).toBe(2); // Monday → Wednesday
    expect(businessDaysBetween('2026-11-27', '2026-11-30')).toBe(1); // Friday → Monday
    expect(businessDaysBetween('2026-10-30', '2026-11-04')).toBe(1); // All Souls' and Cuenca's days
    expect(businessDaysBetween('2026-11-25', '2026-11-25')).toBe(0);
    expect(isBusinessDay('2026-02-16')).toBe(false);
  });
});
