import {
  cedulaCheckDigit,
  checkCedula,
  checkDocument,
  checkPassport,
  checkRuc,
  documentMessages,
  isMobileNumber,
} from '../src/domain/identity-documents.ts';

/** Builds a cédula from nine digits with the algorithm of PRODUCT.md, written out independently. */
function withCheckDigit(firstNine: string): string {
  const coefficients = [2, 1, 2, 1, 2, 1, 2, 1, 2];
  const sum = coefficients.reduce((total, coefficient, index) => {
    const product = Number(firstNine[index]) * coefficient;
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `${firstNine}${(10 - (sum % 10)) % 10}`;
}

/** The old module-11 rule for company (third digit 9) and public (6) RUCs, which real RUCs fail. */
function passesOldModule11(ruc: string): boolean {
  const isPublic = ruc[2] === '6';
  const coefficients = isPublic ? [3, 2, 7, 6, 5, 4, 3, 2] : [4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = coefficients.reduce((total, coefficient, index) => total + Number(ruc[index]) * coefficient, 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === Number(ruc[coefficients.length]);
}

describe('cédula', () => {
  it.each(['171003406', '010203040', '092345678', '240123456', '300000001', '170000000'])(
    'accepts %s + its computed check digit',
    (firstNine) => {
      const cedula = withCheckDigit(firstNine);
      expect(checkCedula(cedula)).toEqual({ valid: true, tipo: 'cedula', value: cedula });
      expect(cedulaCheckDigit(firstNine)).toBe(Number(cedula[9]));
    },
  );

  it('accepts well-known valid cédulas', () => {
    expect(checkCedula('1710034065').valid).toBe(true);
    expect(checkCedula('0926687856').valid).toBe(true);
  });

  it('accepts a third digit of 6 when the check digit passes', () => {
    const cedula = withCheckDigit('176543210');
    expect(cedula[2]).toBe('6');
    expect(checkCedula(cedula).valid).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    const valid = withCheckDigit('171003406');
    const wrong = `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`;
    expect(checkCedula(wrong)).toEqual({ valid: false, tipo: 'cedula', message: documentMessages.cedulaCheckDigit });
  });

  it.each([
    ['00', documentMessages.cedulaProvince],
    ['25', documentMessages.cedulaProvince],
    ['29', documentMessages.cedulaProvince],
    ['99', documentMessages.cedulaProvince],
  ])('refuses province code %s', (province, message) => {
    expect(checkCedula(withCheckDigit(`${province}1234567`))).toMatchObject({ valid: false, message });
  });

  it.each(['7', '8', '9'])('refuses a third digit of %s', (digit) => {
    expect(checkCedula(withCheckDigit(`17${digit}234567`))).toMatchObject({
      valid: false,
      message: documentMessages.cedulaThirdDigit,
    });
  });

  it.each(['', '171003406', '17100340655', '17100340a5', ' 1710034065x'])('refuses the shape %p', (value) => {
    expect(checkCedula(value)).toMatchObject({ valid: false, message: documentMessages.cedulaFormat });
  });
});

describe('RUC', () => {
  it('accepts a natural person: a valid cédula followed by 001', () => {
    expect(checkRuc(`${withCheckDigit('171003406')}001`)).toMatchObject({ valid: true, tipo: 'ruc' });
    expect(checkRuc(`${withCheckDigit('092345678')}002`).valid).toBe(true);
  });

  it('refuses a natural person whose first ten digits are not a valid cédula', () => {
    const cedula = withCheckDigit('171003406');
    const wrong = `${cedula.slice(0, 9)}${(Number(cedula[9]) + 1) % 10}001`;
    expect(checkRuc(wrong)).toMatchObject({ valid: false, message: documentMessages.rucNaturalPerson });
  });

  it.each(['000'])('refuses establishment %s', (establishment) => {
    expect(checkRuc(`${withCheckDigit('171003406')}${establishment}`)).toMatchObject({
      valid: false,
      message: documentMessages.rucEstablishment,
    });
    expect(checkRuc(`1790012345${establishment}`).valid).toBe(false);
  });

  // Company (third digit 9) and public-entity (6) RUCs shaped like real ones, chosen so that
  // they FAIL the old module-11 check: the SRI says such numbers exist and must be accepted.
  const companyRucsFailingModule11 = ['1790016910001', '0990004190001', '1792345679001', '0190123450001', '1891234560001'];
  const publicRucsFailingModule11 = ['1760001540001', '0960000230001', '1768152550001'];

  it.each([...companyRucsFailingModule11, ...publicRucsFailingModule11])(
    'accepts %s although it fails the old module-11 rule',
    (ruc) => {
      expect(passesOldModule11(ruc)).toBe(false);
      expect(checkRuc(ruc)).toEqual({ valid: true, tipo: 'ruc', value: ruc });
    },
  );

  it.each(['1790016919001', '1760001550001'])('accepts %s, which passes module 11 too', (ruc) => {
    expect(checkRuc(ruc).valid).toBe(true);
  });

  it.each([
    ['2590012345001', documentMessages.rucProvince],
    ['0090012345001', documentMessages.rucProvince],
    ['1770012345001', documentMessages.rucThirdDigit],
    ['1780012345001', documentMessages.rucThirdDigit],
    ['179001234500', documentMessages.rucFormat],
    ['17900123450011', documentMessages.rucFormat],
    ['17900123450a1', documentMessages.rucFormat],
  ])('refuses %s', (ruc, message) => {
    expect(checkRuc(ruc)).toMatchObject({ valid: false, tipo: 'ruc', message });
  });
});

describe('passport', () => {
  it.each(['AB12345', 'x1234', 'N1234567890123456789', '123456789'])('accepts %s', (passport) => {
    expect(checkPassport(passport)).toMatchObject({ valid: true, tipo: 'pasaporte', value: passport.toUpperCase() });
  });

  it.each(['AB12', 'A'.repeat(21), 'AB-12345', 'AB 12345', 'ÑANDÚ123'])('refuses %p', (passport) => {
    expect(checkPassport(passport)).toMatchObject({ valid: false, message: documentMessages.passportFormat });
  });
});

describe('checkDocument tells the kind apart by its shape', () => {
  it('10 digits: a cédula, which must pass the check digit', () => {
    expect(checkDocument('1710034065')).toMatchObject({ valid: true, tipo: 'cedula' });
    expect(checkDocument('1710034066')).toMatchObject({ valid: false, tipo: 'cedula' });
  });

  it('13 digits: a RUC', () => {
    expect(checkDocument('1790016910001')).toMatchObject({ valid: true, tipo: 'ruc' });
  });

  it('other letters and digits: a passport (foreign passports may be all digits)', () => {
    expect(checkDocument('C03005678')).toMatchObject({ valid: true, tipo: 'pasaporte' });
    expect(checkDocument('123456789')).toMatchObject({ valid: true, tipo: 'pasaporte' });
  });

  it('anything else is refused with a message that names the three kinds', () => {
    expect(checkDocument('12-34')).toEqual({ valid: false, tipo: null, message: documentMessages.unknown });
  });
});

describe('mobile numbers', () => {
  it.each([
    ['0991234567', true],
    ['0891234567', false],
    ['099123456', false],
    ['09912345678', false],
  ])('%s → %s', (value, expected) => {
    expect(isMobileNumber(value)).toBe(expected);
  });
});
