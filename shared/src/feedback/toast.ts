import type { App } from 'antd';

type NotificationInstance = ReturnType<typeof App.useApp>['notification'];

/** Toast states of the spec (§4). */
export type ToastState = 'info' | 'success' | 'warning' | 'error' | 'default' | 'loading';

/** Spec §9: toasts close after 10 s, top-right, one per container. */
export const toastConfig = { placement: 'topRight', duration: 10, maxCount: 1 } as const;

let notification: NotificationInstance | null = null;

/** Called by <FeedbackBridge> with antd's context-aware notification API (theme, locale). */
export function bindToasts(api: NotificationInstance | null) {
  notification = api;
}

/**
 * Shows a toast from anywhere (the API client, thunks, the guard). Before the providers
 * mount there is nowhere to show it, and it is dropped.
 */
export function toast(state: ToastState, message: string, key?: string) {
  if (!notification) return;
  const args = { title: message, key, role: 'status' as const };
  switch (state) {
    case 'default':
      notification.open(args);
      break;
    case 'loading':
      notification.open({ ...args, duration: 0 });
      break;
    default:
      notification[state](args);
  }
}
