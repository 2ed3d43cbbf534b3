import { documentCases, rucCases, studentMessage } from '@portal/contracts/test-cases';
import { dniKind, documentRules } from './identity-documents';

/** The rule's message for a value, or null when it passes. */
async function messageOf(rule: ReturnType<typeof documentRules.ruc>, value: string) {
  try {
    await rule.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Builds a valid cédula from its first nine digits. */
function withCheckDigit(nine: string) {
  const sum = [...nine].map(Number).reduce((total, digit, index) => {
    const product = digit * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `${nine}${(10 - (sum % 10)) % 10}`;
}

const show = (value: string) => JSON.stringify(value.length > 24 ? `${value.slice(0, 21)}…` : value);

// The table of @portal/contracts/test-cases, which the server runs through its calls too.
describe('identity document rules: the shared table', () => {
  it.each(documentCases.map((test) => [show(test.value), test] as const))('student dni %s', async (_, test) => {
    expect(await messageOf(documentRules.studentDni(), test.value)).toBe(studentMessage(test));
  });

  it.each(rucCases.map((test) => [show(test.value), test] as const))('company ruc %s', async (_, test) => {
    expect(await messageOf(documentRules.ruc(), test.value)).toBe(test.message);
  });

  it.each(
    documentCases.filter((test) => test.value.trim() !== '' && test.value.length <= 20).map((test) => [show(test.value), test] as const),
  )('dniKind %s', (_, test) => {
    expect(dniKind(test.value)).toBe('tipo' in test.expected ? test.expected.tipo : null);
  });
});

describe('identity document rules', () => {
  it('accepts cédulas whose check digit passes, in every province code', async () => {
    for (const nine of ['092345678', '240000001', '300000001', '176543210']) {
      expect(await messageOf(documentRules.studentDni(), withCheckDigit(nine))).toBeNull();
    }
  });

  it('treats an empty field (Formik sends undefined) as missing', async () => {
    await expect(documentRules.studentDni().validate(undefined)).rejects.toThrow('El campo es obligatorio.');
    await expect(documentRules.ruc().validate(undefined)).rejects.toThrow('El campo es obligatorio.');
  });
});
