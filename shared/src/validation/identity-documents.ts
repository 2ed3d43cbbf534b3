import { checkRuc, checkStudentDocument, type DocumentCheck, fieldRuleMessage, fieldRules } from '@portal/contracts';
import { checkedString } from './rules';

export { dniKind, type DocumentType } from '@portal/contracts';

/** The field rule first (empty, length), then the document's own check: the server's order. */
const documentRule = (field: 'dni' | 'ruc', check: (value: string) => DocumentCheck) =>
  checkedString(field, (value) => {
    const ruleMessage = fieldRuleMessage(fieldRules[field], value);
    if (ruleMessage !== null) return ruleMessage;
    const result = check(value ?? '');
    return result.valid ? null : result.message;
  });

/** yup rules of the identity documents (PRODUCT.md), with the server's checks and messages. */
export const documentRules = {
  /** A student's dni: a cédula or a passport; a RUC belongs to the company signup. */
  studentDni: () => documentRule('dni', checkStudentDocument),
  /** A company's RUC. */
  ruc: () => documentRule('ruc', checkRuc),
};
