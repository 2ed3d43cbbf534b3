import { cvRoutes, screenLeadsOf } from '@portal/contracts';
import { messages } from './i18n/es';

/**
 * What this remote's screens show around their title before any data (the route table's leads:
 * every /CV/* screen shows the CV's header, its completeness, above its title), so the signed-in
 * frame paints it from the HTML: the build writes it to screen-leads.json.
 */
export const screenLeads = screenLeadsOf(cvRoutes, messages);
