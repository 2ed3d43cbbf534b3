import type { NotificationItem, NotificationList } from '../contracts/realtime';
import { baseApi } from './base-api';

/**
 * The signed-in user's notifications. The cache is keyed by user id, so a second user signing
 * in on the same page never sees the first one's list.
 */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getNotifications: builder.query<NotificationList, number>({
      query: () => ({ url: 'notifications' }),
    }),
    markNotificationRead: builder.mutation<{ unread: number }, { userId: number; id: number }>({
      query: ({ id }) => ({ url: `notifications/${id}/read`, method: 'post' }),
      async onQueryStarted({ userId, id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          notificationsApi.util.updateQueryData('getNotifications', userId, (draft) => {
            const item = draft.items.find((candidate) => candidate.id === id);
            if (item) item.read = true;
            draft.unread = data.unread;
          }),
        );
      },
    }),
    markAllNotificationsRead: builder.mutation<{ unread: number }, { userId: number }>({
      query: () => ({ url: 'notifications/read-all', method: 'post' }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          notificationsApi.util.updateQueryData('getNotifications', userId, (draft) => {
            for (const item of draft.items) item.read = true;
            draft.unread = data.unread;
          }),
        );
      },
    }),
  }),
});

/** A notification that arrived live goes on top of the list the bell shows (if it is loaded). */
export const notificationReceived = (userId: number, notification: NotificationItem) =>
  notificationsApi.util.updateQueryData('getNotifications', userId, (draft) => {
    if (draft.items.some((item) => item.id === notification.id)) return;
    draft.items.unshift(notification);
    if (!notification.read) draft.unread += 1;
  });

export const { useGetNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;
