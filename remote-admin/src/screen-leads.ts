import type { ScreenLead } from '@portal/contracts';
import { messages } from './i18n/es';

/**
 * What this remote's screens show under their title before any data (ScreenLead), so the
 * signed-in frame paints it from the HTML: the build writes it to screen-leads.json.
 */
export const screenLeads: Record<string, ScreenLead> = {
  // The list of every account, first under the title until companies wait for approval.
  '/admin/users': { kind: 'section', text: messages['users.all']! },
};
