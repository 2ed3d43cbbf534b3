import { isRealtimeEvent, useAppListener } from '@portal/shared';
import { offersApi } from '../api/offers-api';

const notificationCreated = isRealtimeEvent('notification.created');

/**
 * Keeps whatever shows the student's applications current without a reload: a company's move
 * reaches the student as a notification (`notification.created` on `users.{id}`), and then the
 * applications are read again. Any notification does it: the call is cheap, and the server's
 * notification types are not a contract the screens should depend on.
 */
export function useLiveApplications() {
  useAppListener(
    notificationCreated,
    (_action, api) => {
      api.dispatch(offersApi.util.invalidateTags([{ type: 'Application', id: 'LIST' }]));
    },
    [],
  );
}
