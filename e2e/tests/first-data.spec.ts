import { expect, test, type Page } from '@playwright/test';
import type { AccountRole } from '../support/accounts';
import { loginAs } from '../support/session';

/**
 * A signed-in page opened directly (a reload, a link, a bookmark) starts its first reads while
 * the shell starts (each remote's `prefetch`), and its screen then uses those reads: every one
 * is asked of the server once, with the arguments the address asks for.
 */
const pages: Array<{ role: AccountRole; path: string; heading: string; reads: string[] }> = [
  {
    role: 'student',
    path: '/CV/basic',
    heading: 'Información personal',
    // The CV, and the catalogs of the form's selects (the cities, which follow the saved province, aside).
    reads: ['/api/cv', '/api/catalogs/generos', '/api/catalogs/estados-civiles', '/api/catalogs/paises', '/api/catalogs/provincias'],
  },
  {
    role: 'student',
    path: '/offers?q=desarrollador&sort=cierre',
    heading: 'Ofertas',
    // The search, and what its filters offer.
    reads: [
      '/api/offers?q=desarrollador&sort=cierre',
      '/api/catalogs/provincias',
      '/api/catalogs/modalidades',
      '/api/catalogs/tipos-contrato',
      '/api/catalogs/areas',
      '/api/universities',
    ],
  },
  {
    role: 'company',
    path: '/company/new-offer',
    heading: 'Nueva oferta',
    reads: ['/api/catalogs/areas', '/api/catalogs/tipos-contrato', '/api/catalogs/modalidades', '/api/catalogs/provincias'],
  },
  {
    role: 'company',
    path: '/company/my-offers?estado=publicada',
    heading: 'Mis ofertas',
    reads: ['/api/company/offers?status=publicada&page=1&per_page=20'],
  },
  {
    role: 'admin',
    path: '/admin/users',
    heading: 'Usuarios',
    reads: ['/api/admin/users?page=1&per_page=20', '/api/admin/users?approval=pendiente&page=1&per_page=5', '/api/admin/users/roles'],
  },
];

/** The API reads (GET) the page makes from now on, as path and query string. */
function recordReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

const people: Record<AccountRole, string> = { student: 'a student', company: 'a company', admin: 'an administrator' };
const pathOf = (read: string) => read.split('?')[0];

for (const role of ['student', 'company', 'admin'] as const) {
  test(`${people[role]}'s page opened directly asks for its data once, as its address says`, async ({ page }) => {
    await loginAs(page, role);
    for (const opened of pages.filter((candidate) => candidate.role === role)) {
      const reads = recordReads(page);
      await page.goto(opened.path);
      await expect(page.getByRole('main').getByRole('heading', { name: opened.heading, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Every read of those endpoints: a second one (other arguments, or the same again) shows.
      const endpoints = new Set(opened.reads.map(pathOf));
      expect({ page: opened.path, reads: reads.filter((read) => endpoints.has(pathOf(read))).sort() }).toEqual({
        page: opened.path,
        reads: [...opened.reads].sort(),
      });
      page.removeAllListeners('request');
    }
  });
}
