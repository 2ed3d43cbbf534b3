import type { RouteTable } from './route-table.ts';

/** remote-company's screens: the offer form, the company's offers, and an offer's edit form and applicants. */
export const companyRoutes = {
  newOffer: { path: '/company/new-offer', menu: 'new_offer', lead: { kind: 'intro', textId: 'offers.form.intro' } },
  myOffers: { path: '/company/my-offers', menu: 'my_offers' },
  editOffer: { path: '/company/my-offers/:id/edit', title: 'offers.edit.title' },
  applicants: { path: '/company/my-offers/:id/applicants', title: 'menu.applicants' },
  practicas: { path: '/company/practicas', menu: 'company-practicas' },
} as const satisfies RouteTable;

export type CompanyRouteName = keyof typeof companyRoutes;
