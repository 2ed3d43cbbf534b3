import { adminRoutes, screenLeadsOf } from '@portal/contracts';
import { messages } from './i18n/es';

/**
 * What this remote's screens show under their title before any data (the route table's leads),
 * so the signed-in frame paints it from the HTML: the build writes it to screen-leads.json.
 */
export const screenLeads = screenLeadsOf(adminRoutes, messages);
