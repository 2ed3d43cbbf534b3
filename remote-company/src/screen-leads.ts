import { companyRoutes, screenLeadsOf } from '@portal/contracts';
import { messages } from './i18n/es';

/**
 * What this remote's screens show under their title before any data (the route table's leads:
 * CompanyPage's subtitle on the offer form), so the signed-in frame paints it from the HTML: the
 * build writes it to screen-leads.json.
 */
export const screenLeads = screenLeadsOf(companyRoutes, messages);
