import type { ReactElement } from 'react';
import type { SetupServer } from 'msw/node';
import { renderScreen, type TestMenu } from '@portal/shared/testing';
import { messages } from '../../../i18n/es';
import { fakeCompanyApi, type FakeCompanySeed } from './fake-company-api';

/** The seeded Empresa role's menu: every flag on both entries. */
export const fullCompanyMenu: TestMenu = { new_offer: 'cudx', my_offers: 'cudx' };

/**
 * Renders a company screen signed in as a company, over a fake company API served by `server`.
 * A test that answers a call differently adds its handler after this (the last one added wins).
 */
export function renderCompanyScreen(
  server: SetupServer,
  ui: ReactElement,
  { route = '/', path, menu = fullCompanyMenu, seed }: { route?: string; path?: string; menu?: TestMenu; seed?: FakeCompanySeed } = {},
) {
  const fake = fakeCompanyApi(seed);
  server.use(...fake.handlers);
  const rendered = renderScreen(ui, { route, path, session: { role: 'company', menu }, messages });
  return { ...rendered, fake };
}
