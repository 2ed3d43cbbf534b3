import { useLayoutEffect } from 'react';
import { screenLeadKindOf } from '@portal/contracts';
import { rememberScreenLead } from '@portal/shared';

/** Set by public/prerendered-start.js on a page the build prerendered. */
interface StartState {
  started: boolean;
  /** A form the visitor sent before the app ran (held, not sent). */
  submitted: HTMLFormElement | null;
  /** The app has taken the page over: forms are the app's again. */
  mounted?: boolean;
}

declare global {
  interface Window {
    __portalPrerendered?: StartState;
  }
}

export interface TakenPage {
  /** The page's own fields, read when the app's form mounts (the visitor may type until then). */
  fields: HTMLInputElement[];
  focused: HTMLInputElement | null;
}

let taken: TakenPage | null = null;

/**
 * Before the app renders into a `#root` the build prerendered (shell/scripts/prerender.mjs):
 * keeps hold of its fields and follows the focus, so the app's own form takes over what the
 * visitor typed, where the cursor was, and a form sent meanwhile. Returns whether it was one.
 */
export function takePrerenderedPage(root: HTMLElement): boolean {
  if (!root.hasAttribute('data-prerendered')) return false;
  const fields = [...root.querySelectorAll<HTMLInputElement>('input[name]')];
  const page: TakenPage = { fields, focused: fields.find((field) => field === document.activeElement) ?? null };
  root.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement && fields.includes(event.target)) page.focused = event.target;
  });
  taken = page;
  return true;
}

/**
 * In the app's root: says the page is the app's once its first render is on the screen — not
 * when the render starts (a transition): a form sent meanwhile is still the prerendered one; a
 * form sent from then on is the app's to handle.
 */
export function PrerenderedPageTaken() {
  useLayoutEffect(() => {
    if (window.__portalPrerendered) window.__portalPrerendered.mounted = true;
  }, []);
  return null;
}

/**
 * The prerendered page's fields, handed once to the first form that takes the page over
 * (prerendered-form.tsx, kept apart so that this file, which every page loads, needs no formik).
 */
export function claimPrerenderedPage(): TakenPage | null {
  const page = taken;
  taken = null;
  return page;
}

/**
 * Before the app renders into the signed-in frame (the server's first paint of a signed-in page):
 * the lead the frame painted under the screen's title, if any, is handed to the loading screens
 * of this page (rememberScreenLead), which keep it until the screen itself shows it. Returns
 * whether `root` holds the frame.
 */
export function takeSignedInFrame(root: HTMLElement): boolean {
  if (!root.hasAttribute('data-frame')) return false;
  const lead = root.querySelector<HTMLElement>('[data-screen-lead]');
  const kind = screenLeadKindOf(lead?.dataset.screenLead);
  if (lead && kind) rememberScreenLead(window.location.pathname, { kind, text: lead.textContent ?? '' });
  return true;
}
