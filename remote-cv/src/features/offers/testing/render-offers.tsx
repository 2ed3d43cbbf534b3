import type { ReactElement } from 'react';
import type { SetupServer } from 'msw/node';
import { renderScreen, type TestMenu } from '@portal/shared/testing';
import { messages } from '../../../i18n/es';
import { fakeCvApi } from '../../cv/testing/fake-cv-api';
import { fakeOffersApi, type FakeOffersSeed } from './fake-offers-api';

/** The seeded student's flags on the offers screens. */
export const studentOffersMenu: TestMenu = { offers: 'c', applications: 'd' };

/**
 * Renders an offers screen signed in as a student, over the fake offers API (and the CV fake's
 * catalogs and universities, which the filters read) served by `server`.
 */
export function renderOffersScreen(
  server: SetupServer,
  ui: ReactElement,
  { route, path, menu = studentOffersMenu, seed }: { route: string; path?: string; menu?: TestMenu; seed?: FakeOffersSeed },
) {
  const fake = fakeOffersApi(seed);
  server.use(...fakeCvApi().handlers, ...fake.handlers);
  const rendered = renderScreen(ui, { route, path, session: { role: 'student', menu }, messages });
  return { ...rendered, fake };
}
