import { labelMessages, offerStatusLabels } from '@portal/contracts';

/** The administrator's landing texts (the exposed `./dashboard` brings them along). */
export const dashboardMessages: Record<string, string> = {
  'dashboard.users.title': 'Usuarios por rol',
  'dashboard.users.total': 'Usuarios registrados',
  'dashboard.users.chart': 'Usuarios por rol: {values}',
  'dashboard.pending.title': 'Empresas por aprobar',
  'dashboard.pending.count': 'Esperando aprobación',
  'dashboard.pending.none': 'No hay empresas esperando aprobación.',
  'dashboard.pending.all': 'Revisar las {total, plural, one {# empresa} other {# empresas}} pendientes',
  'dashboard.pending.item': '{empresa} (RUC {ruc})',
  'dashboard.pending.since': 'desde el {date}',
  'dashboard.offers.title': 'Ofertas por estado',
  'dashboard.offers.chart': 'Ofertas por estado: {values}',
  'dashboard.applications.title': 'Postulaciones por semana',
  'dashboard.applications.subtitle': 'Últimas 12 semanas',
  'dashboard.applications.total': 'En las últimas 12 semanas',
  'dashboard.applications.chart': 'Postulaciones por semana: {values}',
  'dashboard.applications.week': 'Semana del {date}',
  'dashboard.value': '{label}: {total}',
  'dashboard.load_error': 'No se pudieron cargar las cifras.',
  'dashboard.retry': 'Reintentar',
  ...labelMessages(offerStatusLabels, (status) => `dashboard.offer.${status}`),
};
