import type { Page } from '@playwright/test';

/**
 * Resolves once the page's finite animations have ended: antd's zoom and slide motions, a
 * selected entry's colour fading in. Endless ones (a spinner, a skeleton's shimmer) are not
 * waited for.
 */
export async function animationsEnded(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}
