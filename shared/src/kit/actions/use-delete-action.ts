import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toast, useConfirm, type ApiEnvelope } from '@portal/shared';
import { kitMessages } from '../i18n/kit-messages';

export interface DeleteRequest<R> {
  /** The confirmation's question ("¿Eliminar «Inglés»?"). */
  question: string;
  /** More about what will happen, under the question. */
  detail?: string;
  /** The call, unwrapped, answering the whole envelope (`envelope: true`) for the server's message. */
  remove: () => Promise<ApiEnvelope<R>>;
}

/**
 * Delete after the spec's confirmation dialog (yes/no, not closed by Escape or a click outside),
 * then a success toast with the server's message. Resolves to the answer, or null when the user
 * said no or the call failed (its error was already shown by the API client).
 */
export function useDeleteAction() {
  const confirm = useConfirm();
  const intl = useIntl();
  return useCallback(
    async <R>({ question, detail, remove }: DeleteRequest<R>): Promise<ApiEnvelope<R> | null> => {
      if (!(await confirm(question, detail))) return null;
      try {
        const answer = await remove();
        toast('success', answer.message || intl.formatMessage(kitMessages.deleted));
        return answer;
      } catch {
        return null;
      }
    },
    [confirm, intl],
  );
}
