import { cvSectionTitles } from '@portal/contracts';
import type { ReactElement } from 'react';
import type { SetupServer } from 'msw/node';
import { renderScreen, type TestMenu } from '@portal/shared/testing';
import { messages } from '../../../i18n/es';
import { fakeCvApi, type FakeCvSeed } from './fake-cv-api';

/** Every CV section with every flag, as the seeded student role has them. */
export const fullCvMenu: TestMenu = Object.fromEntries(cvSectionTitles.map((title) => [title, 'cudx']));

/**
 * Renders a CV screen signed in as a student, over a fake CV API served by `server`. A test
 * that answers a call differently adds its handler after this (the last one added wins).
 */
export function renderCvScreen(
  server: SetupServer,
  ui: ReactElement,
  { route = '/CV/basic', menu = {}, seed }: { route?: string; menu?: TestMenu; seed?: FakeCvSeed } = {},
) {
  const fake = fakeCvApi(seed);
  server.use(...fake.handlers);
  const rendered = renderScreen(ui, { route, session: { role: 'student', menu: { ...fullCvMenu, ...menu } }, messages });
  return { ...rendered, fake };
}
