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

// Records when the first screen's photo is painted: the first largest-contentful-paint entry
// with a URL (an image, or a video's poster), in the page's own clock, like resource timings.
export const PHOTO_PAINT_RECORDER = `
  window.__photoPaintedAt = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (window.__photoPaintedAt === null && entry.url) window.__photoPaintedAt = entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** When each resource was first requested (ms since navigation), by URL: scripts come from script
 * elements and from the page's preload links alike. */
const requestStarts = () => {
  const starts = {};
  for (const entry of performance.getEntriesByType('resource')) starts[entry.name] ??= entry.startTime;
  return starts;
};

/**
 * Loads `pathname` in a fresh context with the given session and sums the gzip sizes of the
 * scripts it downloads. `remotePrefix` also totals the scripts under one remote's path. Each
 * script carries `startMs` (when it was requested) and the result `photoPaintedMs` (when the
 * first screen's photo was painted, null without one) and `beforePhotoGzip`, the scripts
 * requested before it: what stands on the first screen's critical path. `alsoReady` is a
 * selector waited for as well (the cookie dialog on a first visit), so what loads after the
 * first screen is counted too.
 */
export async function measureFirstLoadJs(browser, base, pathname, auth, readySelector, alsoReady) {
  const { context, page } = await newPage(browser, base, auth);
  await page.addInitScript(PHOTO_PAINT_RECORDER);
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${base}${pathname}`);
  await page.waitForSelector(readySelector);
  if (alsoReady) await page.waitForSelector(alsoReady);
  await page.waitForLoadState('networkidle');
  const starts = await page.evaluate(requestStarts);
  const photoPaintedMs = await page.evaluate(() => window.__photoPaintedAt);
  await context.close();
  for (const script of scripts)
    script.startMs = starts[script.url] === undefined ? null : Math.round(starts[script.url]);
  const sum = (list, key) => list.reduce((total, s) => total + s[key], 0);
  const beforePhoto = scripts.filter(
    (s) => photoPaintedMs !== null && s.startMs !== null && s.startMs < photoPaintedMs,
  );
  return {
    scripts: scripts.sort((a, b) => b.gzip - a.gzip),
    files: scripts.length,
    raw: sum(scripts, 'raw'),
    gzip: sum(scripts, 'gzip'),
    photoPaintedMs: photoPaintedMs === null ? null : Math.round(photoPaintedMs),
    beforePhotoGzip: photoPaintedMs === null ? null : sum(beforePhoto, 'gzip'),
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
