// Ad-hoc screenshot helper: node e2e/shot.mjs URL out.png [width] [height] [login]
// Env: LOCALE (default zh-CN), FULL=1 full page, WAIT=ms, CLICK="button name" clicked before the shot.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
const [url, out, width = '1280', height = '900', loginAs] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({
  viewport: { width: Number(width), height: Number(height) },
  locale: process.env.LOCALE || 'zh-CN',
});
const page = await context.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
if (loginAs) {
  const origin = new URL(url).origin;
  await page.goto(origin + '/accounts/login/');
  // A fresh context has no cookie choice yet: the blocking consent dialog covers the form.
  const allowAll = page.getByRole('dialog').getByRole('button', { name: /^(Allow all cookies|允许所有 Cookie)$/ });
  if (
    await allowAll.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    )
  ) {
    await allowAll.click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  await page.fill('input[name=username]', loginAs);
  await page.fill('input[name=password]', 'demo1234');
  await page.click('button[type=submit]');
  await page.waitForURL(origin + '/');
}
await page.goto(url);
await page.waitForTimeout(Number(process.env.WAIT || 2500));
if (process.env.CLICK) {
  await page.getByRole('button', { name: process.env.CLICK, exact: true }).click();
  await page.waitForTimeout(500);
}
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
