import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiFailure, isValidationFailure, toast } from '@portal/shared';

type ErrorHelpers<V> = Pick<FormikHelpers<V>, 'setErrors' | 'setFieldTouched'>;

/**
 * Puts a 422's field errors (Laravel's `errors`, dot-notation names such as `work.0.cargo`) on
 * Formik's fields, touched so they show at once. Returns false when the error was not a 422.
 */
export function applyServerErrors<V>(error: unknown, helpers: ErrorHelpers<V>): boolean {
  if (!isValidationFailure(error)) return false;
  let errors: FormikErrors<V> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    if (!messages[0]) continue;
    errors = setIn(errors, field, messages[0]) as FormikErrors<V>;
    // Without validation: it would replace the server's errors with the client's.
    void helpers.setFieldTouched(field, true, false);
  }
  helpers.setErrors(errors);
  return true;
}

/**
 * What a form does with a failed save: a 422 goes on the fields; anything else becomes a
 * warning toast with the server's message (the save was sent with `toast: false`). A lost
 * session (401/419) was already handled by the API client.
 */
export function useServerErrors() {
  const intl = useIntl();
  return useCallback(
    <V>(error: unknown, helpers: ErrorHelpers<V>) => {
      if (applyServerErrors(error, helpers)) return;
      if (isApiFailure(error) && (error.status === 401 || error.status === 419)) return;
      const message = isApiFailure(error) ? error.body.message : undefined;
      toast('warning', message || intl.formatMessage({ id: 'messages.api_error' }));
    },
    [intl],
  );
}
