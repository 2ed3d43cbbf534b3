import { cvSections, type ScreenLead } from '@portal/contracts';

/**
 * Every /CV/* screen shows the CV's header (its completeness) above its title: the signed-in
 * frame and the loading screens draw its placeholder there (ScreenLead `summary`), so the title
 * does not move down when the screen takes over.
 */
export const cvScreenLead: ScreenLead = { kind: 'summary', text: '' };

/** What this remote's screens show around their title before any data: the build writes it to screen-leads.json. */
export const screenLeads: Record<string, ScreenLead> = Object.fromEntries(cvSections.map((section) => [`/CV/${section}`, cvScreenLead]));
