import { type CvSection, cvSections, cvSectionTitle } from '../cv.ts';
import type { RouteTable, ScreenRoute } from './route-table.ts';

/**
 * remote-cv's screens: a screen per CV section (`/CV/<section>`, cv.ts lists them; each shows the
 * CV's header above its title, a `summary` lead), the offers and the student's applications.
 */
const sectionRoutes = Object.fromEntries(
  cvSections.map((section) => [section, { path: `/CV/${section}`, menu: cvSectionTitle[section], lead: { kind: 'summary' } }]),
) as Record<CvSection, ScreenRoute>;

export const cvRoutes = {
  ...sectionRoutes,
  offers: { path: '/offers', menu: 'offers' },
  offer: { path: '/offers/:id', title: 'menu.offers' },
  applications: { path: '/applications', menu: 'applications' },
} as const satisfies RouteTable;

export type CvRouteName = keyof typeof cvRoutes;
