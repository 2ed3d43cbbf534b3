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

/**
 * What a screen shows around its title before its data, declared by the remote that owns it so
 * the signed-in frame can paint it too:
 * - `intro`: a line of secondary text right under the title (the company's offer form, the
 *   administrator's users), its `text`;
 * - `summary`: a summary card above the title, drawn as its placeholder until the data comes
 *   (the CV's completeness on every /CV/* screen), so the title does not move down when the
 *   screen takes over; no text (`''`).
 * Each remote's build writes its screens' leads, in Spanish, to `screen-leads.json` (path →
 * lead); the shell's build prerenders a frame for each kind, with `screenLeadPlaceholder` for the
 * text of a kind that has one (dist/prerendered/signed-in-<kind>.html).
 * Only what stays where the frame draws it whatever the data is a lead: a heading that data may
 * push down (the users list's, below the companies awaiting approval) is not.
 */
export type ScreenLeadKind = 'intro' | 'summary';
export const screenLeadKinds: readonly ScreenLeadKind[] = ['intro', 'summary'];
/** `value` as a kind of lead this build knows, or undefined (a newer remote's, or not a kind at all). */
export const screenLeadKindOf = (value: unknown): ScreenLeadKind | undefined => screenLeadKinds.find((kind) => kind === value);
/** Whether a lead of this kind shows a text (and so must have one). */
export const screenLeadHasText = (kind: ScreenLeadKind): boolean => kind === 'intro';
export interface ScreenLead {
  kind: ScreenLeadKind;
  /** The intro's text; `''` for a kind without one. */
  text: string;
}
export const screenLeadPlaceholder = '%%PORTAL_SCREEN_LEAD%%';
