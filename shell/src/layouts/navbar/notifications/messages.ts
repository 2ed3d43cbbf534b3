/** The bell's texts (Spanish interface); the title and the unread count come from the shared catalogue. */
export const notificationMessages = {
  'notifications.empty': 'No tienes notificaciones.',
  'notifications.mark_all': 'Marcar todas como leídas',
  'notifications.mark_read': 'Marcar como leída',
  'notifications.unread_item': 'No leída',
} as const;
