import { documentMessages as doc, type DocumentType } from '../src/identity-documents.ts';
import { fillMessage, validationMessages as rule } from '../src/validation-messages.ts';

/**
 * One table of identity-document cases, run on both sides: contracts (the pure functions), the
 * server (`user/validation`, `user/singup`, `user/singup/company` through `inject`) and the client
 * (the yup rules and the signup forms). A case names what the user sees on the field: the field
 * rule first (empty, length), then the document's own check.
 */
export interface DocumentCase {
  value: string;
  /** What `user/validation` answers: the document it is (as stored), or the message on `dni`. */
  expected: { tipo: DocumentType; dni: string } | { message: string };
  /** The student signup's message when it differs: a RUC belongs to the company signup. */
  student?: { message: string };
}

const cedula = (dni: string): DocumentCase['expected'] => ({ tipo: 'cedula', dni });
const passport = (dni: string): DocumentCase['expected'] => ({ tipo: 'pasaporte', dni });
const ruc = (dni: string): DocumentCase['expected'] => ({ tipo: 'ruc', dni });
const refused = (message: string): DocumentCase['expected'] => ({ message });
const notForStudents = { message: doc.studentDocument };

export const documentCases: DocumentCase[] = [
  // Cédulas: province 01–24 or 30, module-10 check digit.
  { value: '1710034065', expected: cedula('1710034065') },
  { value: '0926687856', expected: cedula('0926687856') },
  { value: '0102030400', expected: cedula('0102030400') },
  { value: '2401234568', expected: cedula('2401234568') },
  { value: '3000000012', expected: cedula('3000000012') },
  { value: ' 1710034065 ', expected: cedula('1710034065') },
  // A third digit of 6 exists (PRODUCT.md): valid when the check digit passes.
  { value: '1765432107', expected: cedula('1765432107') },
  // 7–9 are not a person's cédula, even with a passing check digit (the client used to accept them).
  { value: '1772345672', expected: refused(doc.cedulaThirdDigit) },
  { value: '1782345670', expected: refused(doc.cedulaThirdDigit) },
  { value: '1792345678', expected: refused(doc.cedulaThirdDigit) },
  { value: '1710034066', expected: refused(doc.cedulaCheckDigit) },
  { value: '0012345674', expected: refused(doc.cedulaProvince) },
  { value: '2512345675', expected: refused(doc.cedulaProvince) },
  { value: '3112345677', expected: refused(doc.cedulaProvince) },
  { value: '9912345676', expected: refused(doc.cedulaProvince) },
  // 13 digits are a RUC, never a passport (the client used to call them passports).
  { value: '1790016910001', expected: ruc('1790016910001'), student: notForStudents },
  { value: '1760001540001', expected: ruc('1760001540001'), student: notForStudents },
  { value: '1710034065001', expected: ruc('1710034065001'), student: notForStudents },
  { value: '1770016910001', expected: refused(doc.rucThirdDigit) },
  { value: '1790016910000', expected: refused(doc.rucEstablishment) },
  { value: '2590012345001', expected: refused(doc.rucProvince) },
  { value: '1710034066001', expected: refused(doc.rucNaturalPerson) },
  // Passports: 5–20 letters or digits, stored in capitals; foreign ones may be all digits.
  { value: 'AB123456', expected: passport('AB123456') },
  { value: 'ab123456', expected: passport('AB123456') },
  { value: 'x1234', expected: passport('X1234') },
  { value: 'C03005678', expected: passport('C03005678') },
  { value: '123456789', expected: passport('123456789') },
  { value: 'N1234567890123456789', expected: passport('N1234567890123456789') },
  { value: 'AB12', expected: refused(doc.unknown) },
  { value: 'AB-12345', expected: refused(doc.unknown) },
  { value: 'AB 12345', expected: refused(doc.unknown) },
  { value: 'ÑANDÚ123', expected: refused(doc.unknown) },
  { value: '12-34', expected: refused(doc.unknown) },
  // The field rule speaks first: empty, blank, too long, NUL.
  { value: '', expected: refused(rule.required) },
  { value: '   ', expected: refused(rule.required) },
  { value: 'A'.repeat(21), expected: refused(fillMessage(rule.maxLength, { max: 20 })) },
  { value: 'AB\u00001234', expected: refused(rule.format) },
];

export interface RucCase {
  value: string;
  /** The message on the company signup's `ruc`, or null when the RUC is accepted. */
  message: string | null;
}

export const rucCases: RucCase[] = [
  // Companies (third digit 9) and public entities (6): structure only. These fail the old
  // module-11 check, which the tax authority says real RUCs do: they must be accepted.
  { value: '1790016910001', message: null },
  { value: '0990004190001', message: null },
  { value: '1792345679001', message: null },
  { value: '0190123450001', message: null },
  { value: '1891234560001', message: null },
  { value: '1790011674001', message: null },
  { value: '0990005737001', message: null },
  { value: '1791234567001', message: null },
  { value: '1760001540001', message: null },
  { value: '0960000230001', message: null },
  { value: '1768152550001', message: null },
  // These pass module 11 too.
  { value: '1790016919001', message: null },
  { value: '1760001550001', message: null },
  // Natural persons: a valid cédula and an establishment from 001.
  { value: '1710034065001', message: null },
  { value: '0923456784002', message: null },
  { value: ' 1790016910001 ', message: null },
  { value: '1710034065000', message: doc.rucEstablishment },
  { value: '1790016910000', message: doc.rucEstablishment },
  { value: '1792345679000', message: doc.rucEstablishment },
  { value: '1790011674000', message: doc.rucEstablishment },
  // The establishment is the last three digits for public entities too (the client used to read four).
  { value: '1760001541000', message: doc.rucEstablishment },
  { value: '1710034066001', message: doc.rucNaturalPerson },
  { value: '2590012345001', message: doc.rucProvince },
  { value: '2790011674001', message: doc.rucProvince },
  { value: '0090012345001', message: doc.rucProvince },
  { value: '1770012345001', message: doc.rucThirdDigit },
  { value: '1770016910001', message: doc.rucThirdDigit },
  { value: '1770011674001', message: doc.rucThirdDigit },
  { value: '1780012345001', message: doc.rucThirdDigit },
  { value: '179001234500', message: doc.rucFormat },
  { value: '17900123450011', message: doc.rucFormat },
  { value: '17900123450a1', message: doc.rucFormat },
  { value: '1710034065', message: doc.rucFormat },
  { value: '', message: rule.required },
  { value: '   ', message: rule.required },
  { value: '1'.repeat(21), message: fillMessage(rule.maxLength, { max: 20 }) },
];

/** The field's message of a document case on the student signup (null when accepted). */
export const studentMessage = (test: DocumentCase): string | null =>
  test.student?.message ?? ('message' in test.expected ? test.expected.message : null);
