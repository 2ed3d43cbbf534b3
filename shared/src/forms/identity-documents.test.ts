import { dniKind, isValidCedula, isValidPassport, isValidRuc } from './identity-documents';

/** Builds a valid cédula from its first nine digits. */
function withCheckDigit(nine: string) {
  const sum = [...nine].map(Number).reduce((total, digit, index) => {
    const product = digit * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `${nine}${(10 - (sum % 10)) % 10}`;
}

describe('identity documents', () => {
  it('accepts cédulas whose check digit passes, in every province code', () => {
    expect(isValidCedula('1710034065')).toBe(true);
    expect(isValidCedula(withCheckDigit('092345678'))).toBe(true);
    expect(isValidCedula(withCheckDigit('240000001'))).toBe(true);
    expect(isValidCedula(withCheckDigit('300000001'))).toBe(true);
  });

  it('accepts a cédula whose third digit is 6 when the check digit passes', () => {
    const cedula = withCheckDigit('176543210');
    expect(cedula[2]).toBe('6');
    expect(isValidCedula(cedula)).toBe(true);
  });

  it('refuses a wrong check digit, a bad province, and wrong lengths', () => {
    expect(isValidCedula('1710034066')).toBe(false);
    expect(isValidCedula(withCheckDigit('250000001'))).toBe(false);
    expect(isValidCedula(withCheckDigit('000000001'))).toBe(false);
    expect(isValidCedula('171003406')).toBe(false);
    expect(isValidCedula('17100340655')).toBe(false);
    expect(isValidCedula('17100340a5')).toBe(false);
  });

  it('checks a natural person RUC as a cédula plus an establishment from 001', () => {
    expect(isValidRuc('1710034065001')).toBe(true);
    expect(isValidRuc('1710034065000')).toBe(false);
    expect(isValidRuc('1710034066001')).toBe(false);
  });

  it('accepts company and public RUCs by structure even when they fail the old modulo 11', () => {
    // Real-looking company RUCs (third digit 9) whose old mod-11 check digit does not match.
    expect(isValidRuc('1790011674001')).toBe(true);
    expect(isValidRuc('0990005737001')).toBe(true);
    expect(isValidRuc('1791234567001')).toBe(true);
    // Public entity (third digit 6).
    expect(isValidRuc('1760001550001')).toBe(true);
    expect(isValidRuc('1790011674000')).toBe(false);
    expect(isValidRuc('2790011674001')).toBe(false);
    expect(isValidRuc('1770011674001')).toBe(false);
  });

  it('tells a cédula from a passport', () => {
    expect(dniKind('1710034065')).toBe('cedula');
    expect(dniKind('AB123456')).toBe('pasaporte');
    expect(dniKind('1710034066')).toBeNull();
    expect(isValidPassport('AB1')).toBe(false);
    expect(isValidPassport('AB-12345')).toBe(false);
  });
});
