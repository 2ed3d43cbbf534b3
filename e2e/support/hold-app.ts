import type { Page } from '@playwright/test';

/**
 * Holds back the app's entry script (main.js), as a slow network would: from the returned
 * `hold()` on, the page's next load of it waits until the `release()` that `hold()` returned is
 * called. Before the first `hold()` it goes through.
 */
export async function holdAppEntry(page: Page): Promise<() => () => void> {
  let held = Promise.resolve();
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => {
    let release!: () => void;
    held = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
}
