import { expect, type Page } from '@playwright/test';
import { animationsEnded } from './animations';

/**
 * The spec's confirmation dialog with this question, answered Sí once it has finished zooming
 * in: clicked during antd's zoom, the button was a few pixels wide where Playwright aimed and
 * the click was lost (seen on a loaded machine: the dialog stayed open).
 */
export async function answerYes(page: Page, question: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await animationsEnded(page);
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(dialog).toBeHidden();
}
