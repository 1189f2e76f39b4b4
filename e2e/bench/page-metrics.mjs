// What a first page load costs in the browser: the JS it downloads (gzip sizes) and, for the
// feed, the layout shift while it loads.
import zlib from 'node:zlib';
import { sessionContext } from './session.mjs';

// Collects layout-shift entries from the very start of the document. Shifts right after input
// are excluded, as the CLS definition says; scrolling is not input for this purpose.
export const LAYOUT_SHIFT_RECORDER = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, time: entry.startTime });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** CLS as web-vitals computes it: the largest session window (gaps < 1 s, window ≤ 5 s). */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const { value, time } of [...shifts].sort((a, b) => a.time - b.time)) {
    if (time - previous >= 1000 || time - windowStart >= 5000) {
      current = 0;
      windowStart = time;
    }
    current += value;
    previous = time;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function newPage(browser, base, auth) {
  const context = await sessionContext(browser, base, auth);
  return { context, page: await context.newPage() };
}

/**
 * Loads `pathname` in a fresh context with the given session and sums the gzip sizes of the
 * scripts it downloads. `remotePrefix` also totals the scripts under one remote's path.
 */
export async function measureFirstLoadJs(browser, base, pathname, auth, readySelector) {
  const { context, page } = await newPage(browser, base, auth);
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${base}${pathname}`);
  await page.waitForSelector(readySelector);
  await page.waitForLoadState('networkidle');
  await context.close();
  const sum = (list, key) => list.reduce((total, s) => total + s[key], 0);
  return {
    scripts: scripts.sort((a, b) => b.gzip - a.gzip),
    files: scripts.length,
    raw: sum(scripts, 'raw'),
    gzip: sum(scripts, 'gzip'),
    gzipUnder: (prefix) =>
      sum(
        scripts.filter((s) => new URL(s.url).pathname.startsWith(prefix)),
        'gzip',
      ),
  };
}

/**
 * CLS of the home feed from navigation until the first page of posts and their images are in,
 * then while scrolling through three more pages (placeholders must hold the space).
 */
export async function measureFeedLayoutShift(browser, base, auth) {
  const { context, page } = await newPage(browser, base, auth);
  await page.addInitScript(LAYOUT_SHIFT_RECORDER);
  await page.goto(`${base}/`);
  await page.waitForSelector('[data-testid="post-card"]');
  await page.waitForLoadState('networkidle');
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(250);
  }
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => window.__shifts);
  await context.close();
  return { cls: cumulativeLayoutShift(shifts), shiftCount: shifts.length };
}
