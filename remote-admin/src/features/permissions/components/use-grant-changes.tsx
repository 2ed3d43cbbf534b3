import { App, Button } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiFailure, toast } from '@portal/shared';
import { failureMessage } from '../../../common/failure-message';
import { useChangeGrantMutation, type GrantChange } from '../api/permissions-admin-api';

const toastKey = 'permissions-change';

/**
 * Saves one change at once and says so with a "Deshacer" action that sends the opposite change;
 * a refusal (the server's Spanish 403, a 422) is shown as a warning and the switch goes back.
 */
export function useGrantChanges() {
  const intl = useIntl();
  const { notification } = App.useApp();
  const [changeGrant] = useChangeGrantMutation();

  return useCallback(
    (first: GrantChange, undoFirst: GrantChange) => {
      // The undo is a change of its own, announced without a further undo.
      const save = async (change: GrantChange, undo: GrantChange | null): Promise<void> => {
        try {
          const answer = await changeGrant(change).unwrap();
          const undoButton = undo && (
            <Button
              size="small"
              onClick={() => {
                notification.destroy(toastKey);
                void save(undo, null);
              }}
            >
              {intl.formatMessage({ id: 'permissions.undo' })}
            </Button>
          );
          notification.success({
            key: toastKey,
            title: undo ? answer.message : intl.formatMessage({ id: 'permissions.undone' }),
            actions: undoButton,
            role: 'status',
          });
        } catch (error) {
          if (isApiFailure(error) && (error.status === 401 || error.status === 419)) return;
          toast('warning', failureMessage(error) ?? intl.formatMessage({ id: 'messages.api_error' }), toastKey);
        }
      };
      return save(first, undoFirst);
    },
    [changeGrant, intl, notification],
  );
}
