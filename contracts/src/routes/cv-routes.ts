import type { CvSection } from '../cv.ts';
import type { RouteTable, ScreenRoute } from './route-table.ts';

/** Every CV screen shows the CV's header (its completeness) above its title. */
const summary = { kind: 'summary' } as const;

/**
 * remote-cv's screens: one per CV section (cv.ts's `cvSections`, by slug, each guarded by its
 * menu item, `cvSectionTitle`; a test keeps the three in step), the offers and the student's
 * applications. Written out rather than built from cvSections, so that a remote or the shell
 * reading its paths does not bundle the CV's field rules.
 */
const sectionRoutes = {
  basic: { path: '/CV/basic', menu: 'main_info', lead: summary },
  'education-in': { path: '/CV/education-in', menu: 'main_u', lead: summary },
  'education-out': { path: '/CV/education-out', menu: 'main_education', lead: summary },
  languages: { path: '/CV/languages', menu: 'main_languages', lead: summary },
  computer: { path: '/CV/computer', menu: 'main_computer', lead: summary },
  other: { path: '/CV/other', menu: 'main_other', lead: summary },
  courses: { path: '/CV/courses', menu: 'main_courses', lead: summary },
  work: { path: '/CV/work', menu: 'main_work', lead: summary },
  extra: { path: '/CV/extra', menu: 'main_extra', lead: summary },
} as const satisfies Record<CvSection, ScreenRoute>;

export const cvRoutes = {
  ...sectionRoutes,
  offers: { path: '/offers', menu: 'offers' },
  offer: { path: '/offers/:id', title: 'menu.offers' },
  applications: { path: '/applications', menu: 'applications' },
  practicas: { path: '/practicas', menu: 'practicas' },
} as const satisfies RouteTable;

export type CvRouteName = keyof typeof cvRoutes;
