import { cvFieldRules, cvSectionTitle, cvSections, type CvSection } from '@portal/contracts';
import type { ReactNode } from 'react';
import {
  createRemoteRoutes,
  lazyScreen,
  prefetchCatalogs,
  prefetchFormCatalogs,
  type PrefetchRequest,
  type RemoteArea,
} from '@portal/shared';
import { cvApi } from './features/cv/api/cv-api';
import { offersApi } from './features/offers/api/offers-api';
import { offerCatalogFilters, offerSearchQuery } from './features/offers/search/search-query';
import { messages } from './i18n/es';
import { cvScreenLead } from './screen-leads';

const cvScreens: Record<CvSection, ReactNode> = {
  basic: lazyScreen(
    () => import('./features/cv/basic/basic-screen'),
    (m) => m.BasicScreen,
  ),
  'education-in': lazyScreen(
    () => import('./features/cv/sections/education-in/education-in-screen'),
    (m) => m.EducationInScreen,
  ),
  'education-out': lazyScreen(
    () => import('./features/cv/sections/education-out/education-out-screen'),
    (m) => m.EducationOutScreen,
  ),
  languages: lazyScreen(
    () => import('./features/cv/sections/languages/languages-screen'),
    (m) => m.LanguagesScreen,
  ),
  computer: lazyScreen(
    () => import('./features/cv/sections/computer/computer-screen'),
    (m) => m.ComputerScreen,
  ),
  other: lazyScreen(
    () => import('./features/cv/sections/other/other-screen'),
    (m) => m.OtherScreen,
  ),
  courses: lazyScreen(
    () => import('./features/cv/sections/courses/courses-screen'),
    (m) => m.CoursesScreen,
  ),
  work: lazyScreen(
    () => import('./features/cv/sections/work/work-screen'),
    (m) => m.WorkScreen,
  ),
  extra: lazyScreen(
    () => import('./features/cv/sections/extra/extra-screen'),
    (m) => m.ExtraScreen,
  ),
};

export const areas: RemoteArea[] = [
  {
    prefix: 'CV',
    routes: cvSections.map((section) => ({
      path: section,
      title: `menu.${cvSectionTitle[section]}`,
      lead: cvScreenLead,
      element: cvScreens[section],
    })),
  },
  {
    prefix: 'offers',
    routes: [
      {
        path: '',
        title: 'menu.offers',
        element: lazyScreen(
          () => import('./features/offers/search/offers-screen'),
          (m) => m.OffersScreen,
        ),
      },
      {
        path: ':id',
        title: 'menu.offers',
        element: lazyScreen(
          () => import('./features/offers/detail/offer-screen'),
          (m) => m.OfferScreen,
        ),
      },
    ],
  },
  {
    prefix: 'applications',
    routes: [
      {
        path: '',
        title: 'menu.applications',
        element: lazyScreen(
          () => import('./features/offers/applications/applications-screen'),
          (m) => m.ApplicationsScreen,
        ),
      },
    ],
  },
];

/**
 * The first page's reads, started while the shell starts: every /CV/* screen shows the student's
 * CV (its header and its section, one GET /api/cv), /CV/basic also the catalogs of its form's
 * selects (the cities of the CV's province once the CV is in), and /offers the search its address
 * asks for and what its filters offer (catalogs, universities' careers). The screens find those
 * reads there or under way.
 */
export function prefetch({ area, pathname, search, dispatch }: PrefetchRequest) {
  if (area === 'CV') {
    // Not subscribed, as RTK Query's util.prefetch: the screen's own read keeps the answer.
    const cv = dispatch(cvApi.endpoints.getCv.initiate(undefined, { subscribe: false }));
    if (pathname === '/CV/basic') {
      prefetchFormCatalogs(dispatch, cvFieldRules.basic);
      void cv.then(({ data }) =>
        prefetchFormCatalogs(dispatch, { ciudad: cvFieldRules.basic.ciudad }, { provincia: data?.basic?.provincia?.code }),
      );
    }
  } else if (pathname === '/offers') {
    void dispatch(offersApi.util.prefetch('searchOffers', offerSearchQuery(new URLSearchParams(search)), {}));
    prefetchCatalogs(
      dispatch,
      offerCatalogFilters.map(([, catalog]) => catalog),
    );
    void dispatch(cvApi.util.prefetch('getUniversities', undefined, {}));
  }
}

export default createRemoteRoutes(areas, messages);
