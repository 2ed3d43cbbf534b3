import { chromium } from '@playwright/test';
import { startPortalServer } from '/work/main/e2e/support/portal-server';
import { accounts } from '/work/main/e2e/support/accounts';
const server = await startPortalServer(8355);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of ['/CV/basic', '/company/new-offer']) {
const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
const page = await context.newPage();
await page.goto(server.url + '/login');
const who = path.startsWith('/CV') ? accounts.student : accounts.company;
await page.locator('input[name=email]').fill(who.email);
await page.locator('input[name=password]').fill(who.password);
await page.locator('button[type=submit]').click();
await page.waitForURL((u) => !u.pathname.endsWith('/login'));
await page.addInitScript(() => {
  (window as any).__shifts = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__shifts.push({ v: e.value.toFixed(4), t: e.startTime.toFixed(0), s: e.sources.map((s: any) => `${s.node?.nodeName}.${(s.node?.className ?? '').toString().slice(0, 50)} ${s.previousRect.y}->${s.currentRect.y} h${s.previousRect.height}->${s.currentRect.height}`) }); }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(server.url + path);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1000);
console.log(path, JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
await context.close();
}
await browser.close(); await server.stop();
