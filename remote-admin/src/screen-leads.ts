import type { ScreenLead } from '@portal/contracts';
import { messages } from './i18n/es';

/**
 * What this remote's screens show under their title before any data (ScreenLead), so the
 * signed-in frame paints it from the HTML: the build writes it to screen-leads.json.
 */
export const screenLeads: Record<string, ScreenLead> = {
  '/admin/users': { kind: 'intro', text: messages['users.intro']! },
};
