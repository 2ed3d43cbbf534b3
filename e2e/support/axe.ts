import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsEnded } from './animations';

/**
 * Serious and critical WCAG 2.x A/AA violations on the page as it is now, once its colour
 * transitions have ended (a selected menu entry or a theme switch fades in: axe would measure
 * a colour half-way). Endless animations (a spinner) are not waited for.
 */
export async function seriousViolations(page: Page) {
  await animationsEnded(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map(describeNode).join(', ')}`);
}

/** A node's selector, and for a contrast failure the colours axe measured (what to fix in the theme). */
function describeNode(node: { target: unknown[]; any: Array<{ data?: unknown }> }) {
  const colours = node.any.find((check) => typeof check.data === 'object' && check.data && 'fgColor' in check.data)?.data as
    { fgColor: string; bgColor: string; contrastRatio: number } | undefined;
  const selector = node.target.join(' ');
  return colours ? `${selector} [${colours.fgColor} on ${colours.bgColor}: ${colours.contrastRatio}:1]` : selector;
}
