import { useFormikContext } from 'formik';
import { useLayoutEffect } from 'react';
import { claimPrerenderedPage } from './prerendered';

const fieldValue = (field: HTMLInputElement): string | boolean => (field.type === 'checkbox' ? field.checked : field.value);

/**
 * Inside each form of an open page: the first time the app renders it over the prerendered page,
 * the values typed there become the form's, the cursor goes back where it was, and a form sent
 * before the app ran is sent now.
 */
export function PrerenderedFormTakeover() {
  const { values, setValues, submitForm } = useFormikContext<Record<string, unknown>>();
  useLayoutEffect(() => {
    const page = claimPrerenderedPage();
    if (!page) return;
    const typed = Object.fromEntries(
      page.fields
        .filter((field) => field.name in values && fieldValue(field) !== values[field.name])
        .map((field) => [field.name, fieldValue(field)]),
    );
    const submitted = window.__portalPrerendered?.submitted ?? null;
    void setValues({ ...values, ...typed }, false).then(() => (submitted ? submitForm() : undefined));
    const focused = page.focused;
    if (focused) {
      const field = document.querySelector<HTMLInputElement>(`input[name="${CSS.escape(focused.name)}"]`);
      field?.focus();
      if (field && focused.selectionStart !== null && typeof field.setSelectionRange === 'function' && field.type !== 'email') {
        field.setSelectionRange(focused.selectionStart, focused.selectionEnd);
      }
    }
    // Once, with the values of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
