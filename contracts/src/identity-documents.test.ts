import { documentCases, rucCases, studentMessage } from '../test-cases/index.ts';
import { fieldRuleMessage, fieldRules } from './field-rules.ts';
import {
  cedulaCheckDigit,
  checkCedula,
  checkDocument,
  checkPassport,
  checkRuc,
  checkStudentDocument,
  dniKind,
  documentMessages,
} from './identity-documents.ts';

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

const show = (value: string) => JSON.stringify(value.length > 24 ? `${value.slice(0, 21)}…` : value);

// The shared table: the field rule first, then the document's check, as the server's schema and
// service do and as the client's forms do.
describe('the table of document cases', () => {
  const onField = (value: string, check: (input: string) => ReturnType<typeof checkDocument>) => {
    const ruleMessage = fieldRuleMessage(fieldRules.dni, value);
    if (ruleMessage) return { message: ruleMessage };
    const result = check(value);
    return result.valid ? { tipo: result.tipo, dni: result.value } : { message: result.message };
  };

  it.each(documentCases.map((test) => [show(test.value), test] as const))('user/validation %s', (_, test) => {
    expect(onField(test.value, checkDocument)).toEqual(test.expected);
  });

  it.each(documentCases.map((test) => [show(test.value), test] as const))('student dni %s', (_, test) => {
    const result = onField(test.value, checkStudentDocument);
    expect('message' in result ? result.message : null).toBe(studentMessage(test));
  });

  it.each(documentCases.map((test) => [show(test.value), test] as const))('dniKind %s', (_, test) => {
    if (fieldRuleMessage(fieldRules.dni, test.value)) return;
    expect(dniKind(test.value)).toBe('tipo' in test.expected ? test.expected.tipo : null);
  });

  it.each(rucCases.map((test) => [show(test.value), test] as const))('company ruc %s', (_, test) => {
    const ruleMessage = fieldRuleMessage(fieldRules.ruc, test.value);
    const result = checkRuc(test.value);
    expect(ruleMessage ?? (result.valid ? null : result.message)).toBe(test.message);
  });
});

describe('cédula', () => {
  it.each(['171003406', '010203040', '092345678', '240123456', '300000001', '170000000'])(
    'accepts %s + its computed check digit',
    (firstNine) => {
      const cedula = withCheckDigit(firstNine);
      expect(checkCedula(cedula)).toEqual({ valid: true, tipo: 'cedula', value: cedula });
      expect(cedulaCheckDigit(firstNine)).toBe(Number(cedula[9]));
    },
  );

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

  it.each(['00', '25', '29', '31', '99'])('refuses province code %s', (province) => {
    expect(checkCedula(withCheckDigit(`${province}1234567`))).toMatchObject({
      valid: false,
      message: documentMessages.cedulaProvince,
    });
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
  it('accepts a natural person: a valid cédula followed by 001 or more', () => {
    expect(checkRuc(`${withCheckDigit('171003406')}001`)).toMatchObject({ valid: true, tipo: 'ruc' });
    expect(checkRuc(`${withCheckDigit('092345678')}002`).valid).toBe(true);
  });

  it('refuses a natural person whose first ten digits are not a valid cédula', () => {
    const cedula = withCheckDigit('171003406');
    const wrong = `${cedula.slice(0, 9)}${(Number(cedula[9]) + 1) % 10}001`;
    expect(checkRuc(wrong)).toMatchObject({ valid: false, message: documentMessages.rucNaturalPerson });
  });

  it('refuses establishment 000 for every kind', () => {
    for (const ruc of [`${withCheckDigit('171003406')}000`, '1790012345000', '1760001541000']) {
      expect(checkRuc(ruc)).toMatchObject({ valid: false, message: documentMessages.rucEstablishment });
    }
  });

  // Company (third digit 9) and public-entity (6) RUCs of the table are chosen so that they FAIL
  // the old module-11 check: the SRI says such numbers exist and must be accepted.
  const failingModule11 = ['1790016910001', '0990004190001', '1792345679001', '0190123450001', '1891234560001'];
  const publicFailingModule11 = ['1760001540001', '0960000230001', '1768152550001'];

  it.each([...failingModule11, ...publicFailingModule11])('accepts %s although it fails the old module-11 rule', (ruc) => {
    expect(passesOldModule11(ruc)).toBe(false);
    expect(rucCases.find((test) => test.value === ruc)).toEqual({ value: ruc, message: null });
    expect(checkRuc(ruc)).toEqual({ valid: true, tipo: 'ruc', value: ruc });
  });
});

describe('passport', () => {
  it('stores the passport in capitals', () => {
    expect(checkPassport(' x1234 ')).toEqual({ valid: true, tipo: 'pasaporte', value: 'X1234' });
  });

  it.each(['AB12', 'A'.repeat(21), 'AB-12345', 'AB 12345', 'ÑANDÚ123'])('refuses %p', (passport) => {
    expect(checkPassport(passport)).toMatchObject({ valid: false, message: documentMessages.passportFormat });
  });
});

describe('checkDocument tells the kind apart by its shape', () => {
  it('10 digits: a cédula, which must pass the check digit', () => {
    expect(checkDocument('1710034066')).toMatchObject({ valid: false, tipo: 'cedula' });
  });

  it('13 digits: a RUC, even an invalid one, never a passport', () => {
    expect(checkDocument('1770016910001')).toMatchObject({ valid: false, tipo: 'ruc' });
    expect(dniKind('1790016910001')).toBe('ruc');
  });

  it('anything else is refused with a message that names the three kinds', () => {
    expect(checkDocument('12-34')).toEqual({ valid: false, tipo: null, message: documentMessages.unknown });
  });
});
