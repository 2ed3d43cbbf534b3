import { cvEntryMessages, cvFieldMessage, cvFieldRules, validationMessages, type CvField, type CvSection } from '@portal/contracts';
import * as yup from 'yup';

/**
 * What a form field holds, as the API takes it: a select of universities keeps the id as a
 * string (antd's options are strings); Formik hands an emptied field over as undefined.
 */
function apiValue(field: CvField, value: unknown): unknown {
  if (field.kind === 'university' && typeof value === 'string') return value === '' ? undefined : Number(value);
  return value;
}

/**
 * The yup schema of a section's form: each field asks the contract's `cvFieldMessage` (the
 * function the server's 422s come from), so the form says what the server would, word for word.
 * `fecha_fin` is judged with its start, as `cvEntryMessages` does (not before an invalid start),
 * and adds the form's own rule: left empty without "En curso" (null), it is to be filled — the
 * API would read an empty end as "still going on".
 */
export function cvSchema(section: CvSection) {
  const fields = cvFieldRules[section] as Record<string, CvField>;
  const shape: Record<string, yup.Schema> = {};
  for (const [name, field] of Object.entries(fields)) {
    // Nullable: null is a value the contract judges (fecha_fin null = "en curso").
    shape[name] = yup
      .mixed()
      .nullable()
      .test(`cv-${name}`, function check(value: unknown) {
        if (name === 'fecha_fin' && value === undefined)
          return this.createError({ message: validationMessages.required, disableStackTrace: true });
        const message =
          name === 'fecha_fin'
            ? (cvEntryMessages(section, { ...this.parent, fecha_fin: value }).fecha_fin ?? null)
            : cvFieldMessage(field, apiValue(field, value));
        // No stack trace: the form validates at each keystroke and a field's message needs none.
        return message === null || this.createError({ message, disableStackTrace: true });
      });
  }
  return yup.object(shape);
}
