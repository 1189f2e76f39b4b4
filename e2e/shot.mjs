// Ad-hoc screenshot helper: node e2e/shot.mjs URL out.png [width] [height] [login]
import { chromium } from 'playwright-core';
const [url, out, width = '1280', height = '900', loginAs] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
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
  await page.fill('input[name=username]', loginAs);
  await page.fill('input[name=password]', 'demo1234');
  await page.click('button[type=submit]');
  await page.waitForURL(origin + '/');
}
await page.goto(url);
await page.waitForTimeout(Number(process.env.WAIT || 2500));
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
