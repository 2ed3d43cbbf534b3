/** Where the company's screens live (PRODUCT.md: menu `my_offers`, `new_offer`; applicants below an offer). */
export const newOfferPath = '/company/new-offer';
export const myOffersPath = '/company/my-offers';
export const editOfferPath = (id: number) => `${myOffersPath}/${id}/edit`;
export const applicantsPath = (id: number) => `${myOffersPath}/${id}/applicants`;
