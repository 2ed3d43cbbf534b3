/**
 * The open pages the shell's build prerenders (shell/scripts/prerender.mjs) carry this in place
 * of the product title, a run-time setting: the server fills it in, HTML-escaped, when it serves
 * them (server/src/http/shell-pages.ts).
 */
export const productTitlePlaceholder = '%%PORTAL_PRODUCT_TITLE%%';
