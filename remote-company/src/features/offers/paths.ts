import { companyRoutes, hrefOf } from '@portal/contracts';

/** Where the company's screens live (the route table, @portal/contracts' companyRoutes). */
export const newOfferPath = companyRoutes.newOffer.path;
export const myOffersPath = companyRoutes.myOffers.path;
export const editOfferPath = (id: number) => hrefOf(companyRoutes.editOffer.path, { id });
export const applicantsPath = (id: number) => hrefOf(companyRoutes.applicants.path, { id });
