import { offerLimits, offerMessages, offerToday } from '@portal/contracts';
import type { OfferSearchQuery, PublicOffer, PublicOfferPage } from '@portal/contracts/schemas';
import { hasApplied } from '../db/repositories/applications.ts';
import { findCompanyProfile } from '../db/repositories/company-profiles.ts';
import { searchCareer, searchOffers, searchTerms } from '../db/repositories/offer-search.ts';
import { findOffer } from '../db/repositories/offers.ts';
import { unseenOfferIds } from '../db/repositories/trust.ts';
import { pageRequest } from '../db/paginate.ts';
import { notFound } from '../domain/errors.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { isOpen, publicOfferCards, publicOfferView, withApplied } from './offer-views.ts';

/**
 * `GET /api/offers`: published offers still open, full text and filters, a page of cards. Every
 * student gets the same page for the same search on the same day, so it is kept in memory until
 * an offer, a company or a catalog changes (plugins/kept-answers.ts); whether the caller applied
 * to each is read for each call.
 */
export async function searchPublicOffers(context: ServiceContext, query: OfferSearchQuery): Promise<PublicOfferPage> {
  const studentId = signedIn(context).user.id_us;
  const { page: _page, per_page: _perPage, ...filters } = query;
  const request = pageRequest(query, offerLimits.perPageDefault);
  const today = offerToday();
  // Every criterion of the query, as searchOffers reads it (the words, not how they were typed),
  // so a filter added to the query is part of the key without a change here.
  const criteria = { ...filters, q: searchTerms(filters.q), carrera: searchCareer(filters.carrera) };
  const key = JSON.stringify([today, request.page, request.per_page, Object.entries(criteria).sort(([a], [b]) => a.localeCompare(b))]);
  const page = await context.offerSearchCache.get(key, async () => {
    const found = await searchOffers(context.db, { ...filters, scope: { kind: 'open' }, today }, request);
    return { ...found, items: await publicOfferCards(context.db, found.items) };
  });
  // A page kept on this instance may predate a suspension or a hiding made on another one: its
  // offers are checked on every request, so they leave at once (the page drops with the fan-out).
  const unseen = await unseenOfferIds(
    context.db,
    page.items.map((item) => item.id),
  );
  const items = unseen.size === 0 ? page.items : page.items.filter((item) => !unseen.has(item.id));
  return { ...page, total: page.total - (page.items.length - items.length), items: await withApplied(context.db, items, studentId) };
}

/**
 * One offer for a student: an open one, or one the student applied to (which stays readable
 * from their applications once closed or expired). Drafts and other closed offers are not found.
 */
export async function getPublicOffer(context: ServiceContext, id: number): Promise<PublicOffer> {
  const studentId = signedIn(context).user.id_us;
  const today = offerToday();
  const offer = await findOffer(context.db, id);
  const applied = offer !== undefined && (await hasApplied(context.db, studentId, id));
  const company = offer && (await findCompanyProfile(context.db, offer.company_id));
  const suspended = company?.suspendida_at != null;
  if (!offer || ((!isOpen(offer, today) || suspended) && !applied)) throw notFound(offerMessages.notFound);
  // A suspended company's offer reads as withdrawn to those who applied (PRODUCT.md "Confianza").
  if (suspended) offer.status = 'retirada';
  return publicOfferView(
    context.db,
    offer,
    { nombre: offer.empresa_nombre, descripcion: company?.descripcion ?? '', web: company?.web ?? null },
    applied,
    today,
  );
}
