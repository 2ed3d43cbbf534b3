import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiFailure, toast, type ApiEnvelope } from '@portal/shared';
import { failureMessage } from './failure-message';

/**
 * For a one-click action sent with `toast: false` (activate, approve, resend): the server's
 * message as a success toast, or its reason (a 403's Spanish refusal, a 422's field message) as
 * a warning. Resolves to whether it succeeded. A lost session (401/419) was already handled.
 */
export function useCallFeedback() {
  const intl = useIntl();
  return useCallback(
    async (call: Promise<ApiEnvelope<unknown>>, successFallback?: string): Promise<boolean> => {
      try {
        const answer = await call;
        const message = answer.message || successFallback;
        if (message) toast('success', message);
        return true;
      } catch (error) {
        if (isApiFailure(error) && (error.status === 401 || error.status === 419)) return false;
        toast('warning', failureMessage(error) ?? intl.formatMessage({ id: 'messages.api_error' }));
        return false;
      }
    },
    [intl],
  );
}
