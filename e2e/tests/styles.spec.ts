import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { field } from '../support/forms';
import { repoRoot } from '../support/portal-server';
import { loginAs } from '../support/session';

/**
 * antd's styles come per component, with each component's code (build/src/antd-styles.ts): a
 * component on screen whose styles did not come would show unstyled. On screens of each remote,
 * with a drawer, a dropdown and a calendar open, every `ant-` class on the page that antd's
 * prebuilt sheet styles must be styled by a sheet the page has loaded.
 */
const styledByAntd = [
  ...new Set(
    Array.from(
      readFileSync(path.join(repoRoot, 'node_modules/antd/dist/antd.css'), 'utf8').matchAll(/\.(ant-[a-z0-9-]+)/g),
      ([, name]) => name!,
    ),
  ),
];

/** The `ant-` classes on the page that antd styles but none of the page's sheets mentions. */
const unstyledClasses = (page: Page) =>
  page.evaluate((styled) => {
    const inSheets = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if ('selectorText' in rule)
          for (const [, name] of (rule as CSSStyleRule).selectorText.matchAll(/\.(ant-[a-z0-9-]+)/g)) inSheets.add(name!);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const onPage = new Set(
      Array.from(document.querySelectorAll('[class*="ant-"]')).flatMap((element) =>
        Array.from(element.classList).filter((name) => name.startsWith('ant-')),
      ),
    );
    const styledSet = new Set(styled);
    return [...onPage].filter((name) => styledSet.has(name) && !inSheets.has(name)).sort();
  }, styledByAntd);

async function expectStyled(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await unstyledClasses(page)).toEqual([]);
}

const main = (page: Page) => page.getByRole('main');

test('a student’s screens and their drawer, dropdown and calendar have their styles', async ({ page }) => {
  await loginAs(page, 'student');
  await page.goto('/CV/basic');
  await expect(main(page).getByRole('heading', { name: 'Información personal' })).toBeVisible();
  await expectStyled(page);

  await page.goto('/CV/education-in');
  await main(page).getByRole('button', { name: 'Agregar formación universitaria' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nueva formación universitaria' });
  await field(drawer, 'Universidad').click();
  await expect(page.locator('.ant-select-dropdown').getByTitle('Escuela Politécnica Nacional (EPN)', { exact: true })).toBeVisible();
  await expectStyled(page);
  await page.keyboard.press('Escape');
  await field(drawer, 'Fecha de inicio').click();
  await expect(page.locator('.ant-picker-dropdown')).toBeVisible();
  await expectStyled(page);
});

test('a company’s offers and an administrator’s lists and drawer have their styles', async ({ browser }) => {
  const company = await browser.newPage();
  await loginAs(company, 'company');
  await company.goto('/company/my-offers');
  await expect(main(company).getByRole('heading', { name: 'Mis ofertas' })).toBeVisible();
  await expectStyled(company);
  await company.goto('/company/new-offer');
  await expect(main(company).getByRole('heading', { name: 'Nueva oferta' })).toBeVisible();
  await expectStyled(company);
  await company.context().close();

  const admin = await browser.newPage();
  await loginAs(admin, 'admin');
  await admin.goto('/');
  await expect(main(admin).getByRole('heading', { name: 'Usuarios por rol' })).toBeVisible();
  await expectStyled(admin);
  await admin.goto('/admin/users');
  await expect(main(admin).getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
  await expectStyled(admin);
  await admin.goto('/admin/roles');
  await main(admin).getByRole('button', { name: 'Agregar' }).click();
  await expect(admin.getByRole('dialog', { name: 'Nuevo rol' })).toBeVisible();
  await expectStyled(admin);
  await admin.context().close();
});
