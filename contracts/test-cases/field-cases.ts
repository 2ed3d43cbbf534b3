import { type FieldRule, type FieldRuleName, fieldRules } from '../src/field-rules.ts';
import { validationMessages as rule } from '../src/validation-messages.ts';
import { type FieldCase, max, min, nameCases, no, ok, textCases } from './case-kit.ts';

/**
 * One table of form-field cases, run on both sides: contracts (`fieldRuleMessage`), the server
 * (the signup, login and resend calls through `inject`) and the client (the yup rules and the
 * signup forms). Values are taken as typed: neither side trims them.
 */
export type { FieldCase };

/** The dni and the RUC have their own tables (identity-cases.ts). */
export const fieldCases: Partial<Record<Exclude<FieldRuleName, 'dni' | 'ruc'>, FieldCase[]>> = {
  email: [
    ok('talento@andestech.ec'),
    ok('ana.maria+bolsa@uni.edu.ec'),
    ok("o'connor@correo.ec"),
    no('', rule.required),
    no('   ', rule.required),
    no('talento', rule.email),
    no('ana@localhost', rule.email),
    no('ana@@correo.ec', rule.email),
    no('ana maria@correo.ec', rule.email),
    no(' ana@correo.ec', rule.email),
    no(`${'a'.repeat(246)}@correo.ec`, max(254)),
  ],
  password: [
    ok('una-clave-segura'),
    ok('93847561'),
    ok(' una frase con espacios '),
    no('        ', rule.blankPassword),
    no('\t \n     ', rule.blankPassword),
    ok('x'.repeat(128)),
    no('', rule.required),
    no('corta', min(8)),
    no('x'.repeat(129), max(128)),
  ],
  login_password: [ok('x'), ok('   '), no('', rule.required), no('x'.repeat(129), max(128))],
  empresa: textCases(2, 200, 'Andes Tech S.A.'),
  descripcion: textCases(20, 2000, 'Desarrollo de software a la medida.'),
  representante: nameCases,
  nomcontacto: nameCases,
  pais: [ok('EC'), ok('co'), no('', rule.required), no('ECU', rule.country), no('E1', rule.country)],
  /** With pais EC, where a province is required. */
  provincia: [
    ok('17'),
    ok('01'),
    ok('24'),
    no('', rule.required),
    no('30', rule.province),
    no('25', rule.province),
    no('00', rule.province),
    no('1', rule.province),
    no('AB', rule.province),
  ],
  ciudad: textCases(2, 100, 'Nueva Loja'),
  telefono: [
    ok('022345678'),
    ok('0991234567'),
    ok('+5716012345'),
    no('', rule.required),
    no('22345678', rule.phone),
    no('02-234-5678', rule.phone),
    no('+57', rule.phone),
    no('02234567890', rule.phone),
  ],
  web: [
    ok(''),
    ok('   '),
    ok('https://andestech.ec'),
    ok('http://www.uni.edu.ec/empleo'),
    no('andestech', rule.url),
    no('ftp://andestech.ec', rule.url),
    no('ftp://x', rule.url),
    no('https://localhost', rule.url),
    no('https://andestech.ec\u0000', rule.url),
    no(`https://andestech.ec/${'x'.repeat(235)}`, max(255)),
  ],
  cargo: textCases(2, 100, 'Jefa de talento humano'),
  telcontacto: [
    ok('0991234567'),
    no('', rule.required),
    no('0891234567', rule.mobile),
    no('099123456', rule.mobile),
    no('09912345678', rule.mobile),
    no('022345678', rule.mobile),
    no(' 0991234567', rule.mobile),
  ],
};

/** The rule a field's cases assume: provincia's are Ecuador's, where one is required. */
export function ruleOfCases(field: keyof typeof fieldCases): FieldRule {
  return field === 'provincia' ? { ...fieldRules.provincia, required: true } : fieldRules[field];
}
