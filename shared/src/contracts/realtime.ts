// Real-time event payloads and the notification list, derived from the one contract.
export type {
  NotificationItem,
  NotificationList,
  RoleUpdatedEvent,
  SessionRefreshEvent,
  UserUpdatedEvent,
} from '@portal/contracts/schemas';
