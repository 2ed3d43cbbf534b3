import { useFormikContext } from 'formik';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useConfirm } from '@portal/shared';
import { useBeforeUnload, useBlocker } from '@portal/shared/router';
import { kitMessages } from '../i18n/kit-messages';

/**
 * While `when` holds, leaving the page asks first: a link or the back button inside the portal
 * opens the spec's confirmation ("Hay cambios sin guardar. ¿Deseas descartarlos?"), and a reload
 * or a closed tab gets the browser's own question. Needs a data router (the shell's).
 */
export function useLeaveGuard(when: boolean) {
  const intl = useIntl();
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(intl.formatMessage(kitMessages.unsavedChanges)).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
    // Once per blocked navigation: the blocker's identity changes with its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!when) return;
        event.preventDefault();
        // Older browsers ask only when returnValue is set.
        event.returnValue = '';
      },
      [when],
    ),
  );
}

/** Inside a Formik form: asks before leaving while the form has unsaved changes. */
export function LeaveGuard() {
  const { dirty, isSubmitting } = useFormikContext();
  useLeaveGuard(dirty && !isSubmitting);
  return null;
}
