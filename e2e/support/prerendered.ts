/**
 * In the browser (pass it to `waitForFunction`, Playwright's or puppeteer's): whether the app has
 * taken a prerendered page over (shell/src/common/prerendered.ts sets `mounted` once its first render
 * is on the screen). Until then the page's fields are the prerendered ones, which the app replaces.
 */
export const appHasTakenOver = () => (window as { __portalPrerendered?: { mounted?: boolean } }).__portalPrerendered?.mounted === true;
