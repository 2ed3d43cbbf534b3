import { cvSections, cvSectionTitle } from '../cv.ts';
import { companyRoutes } from './company-routes.ts';
import { cvRoutes } from './cv-routes.ts';
import { hrefOf, screenLeadOf, screenLeadsOf, screenTitle } from './route-table.ts';

describe('route tables', () => {
  it('has a CV screen for each CV section, in the sections’ order, guarded by the section’s menu item', () => {
    const sections = Object.entries(cvRoutes).filter(([, route]) => route.path.startsWith('/CV/'));
    expect(sections).toEqual(
      cvSections.map((section) => [section, { path: `/CV/${section}`, menu: cvSectionTitle[section], lead: { kind: 'summary' } }]),
    );
  });

  it('titles a menu screen by its menu item and any other by its own message', () => {
    expect(screenTitle(cvRoutes.basic)).toBe('menu.main_info');
    expect(screenTitle(companyRoutes.editOffer)).toBe('offers.edit.title');
  });

  it('fills in a path’s params, URL-encoded', () => {
    expect(hrefOf(companyRoutes.applicants.path, { id: 12 })).toBe('/company/my-offers/12/applicants');
    expect(hrefOf('/verification/:hash/:step', { hash: 'a/b c', step: 2 })).toBe('/verification/a%2Fb%20c/2');
  });

  it('gives each lead its text from the remote’s messages, and a summary none', () => {
    expect(screenLeadsOf(companyRoutes, { 'offers.form.intro': 'Describe el puesto' })).toEqual({
      '/company/new-offer': { kind: 'intro', text: 'Describe el puesto' },
    });
    expect(screenLeadOf(cvRoutes.work, {})).toEqual({ kind: 'summary', text: '' });
    expect(screenLeadOf(cvRoutes.offers, {})).toBeUndefined();
  });

  it('refuses a lead whose text is no message, so the build fails instead of painting nothing', () => {
    expect(() => screenLeadsOf(companyRoutes, {})).toThrow('/company/new-offer: its lead');
  });
});
