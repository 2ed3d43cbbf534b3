import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { NotificationItem, NotificationList } from '../contracts/realtime';
import type { RootState } from '../store/store';
import { baseApi } from './base-api';

/**
 * The signed-in user's notifications. The cache is keyed by user id, so a second user signing
 * in on the same page never sees the first one's list.
 */
export const notificationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (builder) => ({
    getNotifications: builder.query<NotificationList, number>({
      query: () => ({ url: 'notifications' }),
      providesTags: ['Notification'],
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

/**
 * A notification that arrived live goes on top of the list the bell shows. A list not loaded yet
 * (its request may have left before this notification existed) is asked for again instead, once
 * any request on its way has landed, so the notification is never lost.
 */
export const notificationReceived =
  (userId: number, notification: NotificationItem): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    // The store's type knows the base API, not the endpoints injected into it.
    if (!selectNotifications(userId)(getState() as unknown as NotificationsState).isSuccess) {
      dispatch(notificationsApi.util.invalidateTags(['Notification']));
      return;
    }
    dispatch(
      notificationsApi.util.updateQueryData('getNotifications', userId, (draft) => {
        if (draft.items.some((item) => item.id === notification.id)) return;
        draft.items.unshift(notification);
        if (!notification.read) draft.unread += 1;
      }),
    );
  };

const selectNotifications = (userId: number) => notificationsApi.endpoints.getNotifications.select(userId);
type NotificationsState = Parameters<ReturnType<typeof selectNotifications>>[0];

export const { useGetNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;
