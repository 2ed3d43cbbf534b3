import { createRemoteRoutes, ScreenPlaceholder, type RemoteArea } from '@portal/shared';
import { messages } from './i18n/es';

const cvSections: Array<[path: string, title: string]> = [
  ['basic', 'menu.main_info'],
  ['education-in', 'menu.main_u'],
  ['education-out', 'menu.main_education'],
  ['languages', 'menu.main_languages'],
  ['computer', 'menu.main_computer'],
  ['other', 'menu.main_other'],
  ['courses', 'menu.main_courses'],
  ['work', 'menu.main_work'],
  ['extra', 'menu.main_extra'],
];

export const areas: RemoteArea[] = [
  {
    prefix: 'CV',
    routes: cvSections.map(([path, title]) => ({ path, title, element: <ScreenPlaceholder titleId={title} /> })),
  },
  { prefix: 'offers', routes: [{ path: '', title: 'menu.offers', element: <ScreenPlaceholder titleId="menu.offers" /> }] },
  {
    prefix: 'applications',
    routes: [{ path: '', title: 'menu.applications', element: <ScreenPlaceholder titleId="menu.applications" /> }],
  },
];

export default createRemoteRoutes(areas, messages);
