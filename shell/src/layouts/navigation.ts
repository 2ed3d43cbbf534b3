/**
 * The navigation until the server's menu drives it (sign-in issue): one entry per area of
 * each remote, so every remote can be reached.
 */
export const placeholderNavigation: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/', title: 'menu.root' },
  { path: '/CV/basic', title: 'menu.main_info' },
  { path: '/offers', title: 'menu.offers' },
  { path: '/applications', title: 'menu.applications' },
  { path: '/company/new-offer', title: 'menu.new_offer' },
  { path: '/company/my-offers', title: 'menu.my_offers' },
  { path: '/admin/users', title: 'menu.adm-users' },
  { path: '/admin/catalogs', title: 'menu.catalogs' },
  { path: '/second-page', title: 'menu.second-page' },
];
