import { expect, type Locator, type Page } from '@playwright/test';

/** Where a field is looked for: the page, or a part of it (a drawer, a dialog). */
export type Scope = Page | Locator;

const pageOf = (scope: Scope) => ('page' in scope ? scope.page() : scope);

/** A field by its label, exactly. */
export const field = (scope: Scope, label: string) => scope.getByLabel(label, { exact: true });

/** A field's whole form item: its label, input, hint or error. */
export const formItem = (scope: Scope, label: string) =>
  scope.locator('.ant-form-item').filter({ has: pageOf(scope).getByLabel(label, { exact: true }) });

/** Types into a searchable select and picks the option drawn in that select's own list. */
export async function pickOption(scope: Scope, label: string, option: string) {
  const page = pageOf(scope);
  const box = field(scope, label);
  await box.click();
  await box.fill(option);
  // The select names its list once the list is open.
  await expect(box).toHaveAttribute('aria-controls', /.+/);
  const list = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${await box.getAttribute('aria-controls')}"]`) });
  // A list still sliding in lets clicks through to what is under it.
  await expect(list).toBeVisible();
  await expect(list).not.toHaveClass(/-(enter|appear)/);
  await list.getByTitle(option, { exact: true }).click();
}

/** `pickOption` in a form, and the chosen option shown in its form item. */
export async function choose(scope: Scope, label: string, option: string) {
  await pickOption(scope, label, option);
  await expect(formItem(scope, label)).toContainText(option);
}

/** Types a date as a person in Ecuador does (dd/mm/aaaa) and leaves the field (Enter would send the form). */
export async function typeDate(scope: Scope, label: string, date: string) {
  const input = field(scope, label);
  await input.click();
  await input.fill(date);
  await input.press('Tab');
  await expect(input).toHaveValue(date);
}
