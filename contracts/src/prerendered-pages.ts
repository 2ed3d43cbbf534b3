/**
 * The open pages the shell's build prerenders (shell/scripts/prerender.mjs) carry this in place
 * of the product title, a run-time setting: the server fills it in, HTML-escaped, when it serves
 * them (server/src/http/shell-pages.ts).
 */
export const productTitlePlaceholder = '%%PORTAL_PRODUCT_TITLE%%';

/**
 * The signed-in frame (dist/prerendered/signed-in.html: a signed-in page's first paint) carries
 * this in place of the screen's title, which the server fills in, HTML-escaped, from the menu
 * entry of the requested path and the frame's titles (dist/prerendered/signed-in-titles.json).
 */
export const screenTitlePlaceholder = '%%PORTAL_SCREEN_TITLE%%';
