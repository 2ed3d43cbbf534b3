import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium';
import { e2ePort } from './global-setup';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Limits, not timing assertions: on the shared 2-core machine a whole-remote test took 23 s
  // quiet and over 30 s while other builds ran; a screen's first load can take seconds there.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: '.artifacts/test-results',
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    locale: 'es-EC',
    // People who ask their system to reduce motion get no antd animations (shared-providers). The
    // suite runs as one of them: a popup still sliding in is "not stable" to Playwright, whose
    // fourth try at a click scrolls the target to the top of the page first; the dropdown then
    // followed its sticky trigger between the button's press and release, and the click was lost.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
