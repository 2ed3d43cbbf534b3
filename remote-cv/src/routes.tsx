import { cvFieldRules, cvRoutes } from '@portal/contracts';
import {
  lazyScreen,
  prefetchCatalogs,
  prefetchFormCatalogs,
  type PrefetchRequest,
  remoteRoutesModule,
  type RemoteScreens,
} from '@portal/shared';
import { universitiesApi } from './common/universities-api';
import { cvApi } from './features/cv/api/cv-api';
import { offersApi } from './features/offers/api/offers-api';
import { offerCatalogFilters, offerSearchQuery } from './features/offers/search/search-query';
import { messages } from './i18n/es';

/*
 * The first page's reads, started while the shell starts: every /CV/* screen shows the student's
 * CV (its header and its section, one GET /api/cv), /CV/basic also the catalogs of its form's
 * selects (the cities of the CV's province once the CV is in), and /offers the search its address
 * asks for and what its filters offer (catalogs, universities' careers). The screens find those
 * reads there or under way.
 */

// Not subscribed, as RTK Query's util.prefetch: the screen's own read keeps the answer.
const readCv = ({ dispatch }: PrefetchRequest) => dispatch(cvApi.endpoints.getCv.initiate(undefined, { subscribe: false }));

function prefetchBasic(request: PrefetchRequest) {
  const { dispatch } = request;
  const cv = readCv(request);
  prefetchFormCatalogs(dispatch, cvFieldRules.basic);
  void cv.then(({ data }) =>
    prefetchFormCatalogs(dispatch, { ciudad: cvFieldRules.basic.ciudad }, { provincia: data?.basic?.provincia?.code }),
  );
}

function prefetchOffers({ search, dispatch }: PrefetchRequest) {
  void dispatch(offersApi.util.prefetch('searchOffers', offerSearchQuery(new URLSearchParams(search)), {}));
  prefetchCatalogs(
    dispatch,
    offerCatalogFilters.map(([, catalog]) => catalog),
  );
  void dispatch(universitiesApi.util.prefetch('getUniversities', undefined, {}));
}

const screens = {
  basic: {
    element: lazyScreen(
      () => import('./features/cv/basic/basic-screen'),
      (m) => m.BasicScreen,
    ),
    prefetch: prefetchBasic,
  },
  'education-in': {
    element: lazyScreen(
      () => import('./features/cv/sections/education-in/education-in-screen'),
      (m) => m.EducationInScreen,
    ),
    prefetch: readCv,
  },
  'education-out': {
    element: lazyScreen(
      () => import('./features/cv/sections/education-out/education-out-screen'),
      (m) => m.EducationOutScreen,
    ),
    prefetch: readCv,
  },
  languages: {
    element: lazyScreen(
      () => import('./features/cv/sections/languages/languages-screen'),
      (m) => m.LanguagesScreen,
    ),
    prefetch: readCv,
  },
  computer: {
    element: lazyScreen(
      () => import('./features/cv/sections/computer/computer-screen'),
      (m) => m.ComputerScreen,
    ),
    prefetch: readCv,
  },
  other: {
    element: lazyScreen(
      () => import('./features/cv/sections/other/other-screen'),
      (m) => m.OtherScreen,
    ),
    prefetch: readCv,
  },
  courses: {
    element: lazyScreen(
      () => import('./features/cv/sections/courses/courses-screen'),
      (m) => m.CoursesScreen,
    ),
    prefetch: readCv,
  },
  work: {
    element: lazyScreen(
      () => import('./features/cv/sections/work/work-screen'),
      (m) => m.WorkScreen,
    ),
    prefetch: readCv,
  },
  extra: {
    element: lazyScreen(
      () => import('./features/cv/sections/extra/extra-screen'),
      (m) => m.ExtraScreen,
    ),
    prefetch: readCv,
  },
  offers: {
    element: lazyScreen(
      () => import('./features/offers/search/offers-screen'),
      (m) => m.OffersScreen,
    ),
    prefetch: prefetchOffers,
  },
  offer: {
    element: lazyScreen(
      () => import('./features/offers/detail/offer-screen'),
      (m) => m.OfferScreen,
    ),
  },
  applications: {
    element: lazyScreen(
      () => import('./features/offers/applications/applications-screen'),
      (m) => m.ApplicationsScreen,
    ),
  },
  practicas: {
    element: lazyScreen(
      () => import('./features/practicas/practicas-screen'),
      (m) => m.PracticasScreen,
    ),
  },
} satisfies RemoteScreens<typeof cvRoutes>;

/** The remote's route table (@portal/contracts' cvRoutes) with its screens. */
const remote = remoteRoutesModule(cvRoutes, screens, messages);
export const { areas, prefetch } = remote;
export default remote.default;
