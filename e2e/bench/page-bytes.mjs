// JS bytes per page: the gzipped scripts a browser downloads on the first load of each main screen,
// logged in and logged out, as a returning visitor (cookie choice made) and, for the first screens
// of issue 27, as a first visit (the cookie dialog not answered), with what was requested before the
// first screen's photo was painted. The shared layer's split (docs/architecture.md#shared-packages) must never make
// a page download more than its budget in budgets.json (`jsGzipBytesPerPage`).
//
// Run on its own against a running server: `BENCH_BASE=http://localhost:3000 node e2e/bench/page-bytes.mjs`
// (prints JSON); `npm run bench` runs it as part of the whole bench.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { measureFirstLoadJs } from './page-metrics.mjs';
import { openSession, sessionContext } from './session.mjs';

/** The first thread in the signed-in person's inbox, as a path, or null when there is none. */
async function firstThreadPath(browser, base, auth) {
  const context = await sessionContext(browser, base, auth);
  const page = await context.newPage();
  await page.goto(`${base}/direct/inbox/`);
  const link = page.locator('a[href*="/direct/t/"]').first();
  const href = await link.getAttribute('href', { timeout: 15_000 }).catch(() => null);
  await context.close();
  return href ? new URL(href, base).pathname : null;
}

/**
 * The pages measured: each with a name, a path, who loads it and what shows it is ready. The
 * selectors are landmarks every screen has, so a page is measured once its remote has rendered.
 */
export function pagesToMeasure({ shortcode, username, threadPath }) {
  const main = 'main';
  const pages = [
    { name: 'home', path: '/', who: 'demo', ready: '[data-testid="post-card"]' },
    { name: 'post', path: `/p/${shortcode}/`, who: 'demo', ready: '[data-testid="post-page"]' },
    { name: 'profile', path: `/${username}/`, who: 'demo', ready: main },
    { name: 'explore', path: '/explore/', who: 'demo', ready: main },
    { name: 'reels', path: '/reels/', who: 'demo', ready: main },
    { name: 'inbox', path: '/direct/inbox/', who: 'demo', ready: main },
    { name: 'settings', path: '/accounts/edit/', who: 'demo', ready: main },
    // The notifications page (phones' heart): remote-activity's own JS loads only here and in the panel.
    { name: 'activity', path: '/accounts/activity/', who: 'demo', ready: '[data-testid="activity-page"]' },
    { name: 'postLoggedOut', path: `/p/${shortcode}/`, who: 'visitor', ready: '[data-testid="post-page"]' },
    { name: 'profileLoggedOut', path: `/${username}/`, who: 'visitor', ready: main },
    { name: 'exploreLoggedOut', path: '/explore/', who: 'visitor', ready: main },
    // First visits: the cookie dialog shows, and the page is measured once it has.
    { name: 'homeFirstVisit', path: '/', who: 'demoFirstVisit', ready: '[data-testid="post-card"]' },
    {
      name: 'postLoggedOutFirstVisit',
      path: `/p/${shortcode}/`,
      who: 'visitorFirstVisit',
      ready: '[data-testid="post-page"]',
    },
    { name: 'profileLoggedOutFirstVisit', path: `/${username}/`, who: 'visitorFirstVisit', ready: main },
    { name: 'reelsFirstVisit', path: '/reels/', who: 'demoFirstVisit', ready: main },
    { name: 'exploreFirstVisit', path: '/explore/', who: 'demoFirstVisit', ready: main },
  ];
  if (threadPath) pages.push({ name: 'thread', path: threadPath, who: 'demo', ready: main });
  return pages;
}

const COOKIE_DIALOG = '[data-testid="cookie-consent-dialog"]';

/** The sessions the pages are loaded with: `demo` and `visitor` (a choice made), and both as a first visit. */
export async function openBenchSessions(base) {
  return {
    demo: await openSession(base, 'demo', 'demo1234'),
    visitor: await openSession(base, null, null),
    demoFirstVisit: await openSession(base, 'demo', 'demo1234', { firstVisit: true }),
    visitorFirstVisit: await openSession(base, null, null, { firstVisit: true }),
  };
}

/**
 * Gzipped JS bytes of each page's first load, by page name: the total, what was requested before
 * the first screen's photo was painted (`beforePhotoGzip`), and every script (path, gzip bytes,
 * requested at ms), largest first.
 */
export async function measurePageBytes(browser, base, sessions, { shortcode, username }) {
  const threadPath = await firstThreadPath(browser, base, sessions.demo);
  const result = {};
  for (const page of pagesToMeasure({ shortcode, username, threadPath })) {
    const firstVisit = page.who.endsWith('FirstVisit');
    const measured = await measureFirstLoadJs(
      browser,
      base,
      page.path,
      sessions[page.who],
      page.ready,
      firstVisit ? COOKIE_DIALOG : undefined,
    );
    result[page.name] = {
      path: page.path,
      gzip: measured.gzip,
      files: measured.files,
      beforePhotoGzip: measured.beforePhotoGzip,
      photoPaintedMs: measured.photoPaintedMs,
      scripts: measured.scripts.map((s) => ({ path: new URL(s.url).pathname, gzip: s.gzip, startMs: s.startMs })),
    };
  }
  return result;
}

/** Pages whose bytes are over their budget: `[{ name, gzip, budget }]`. */
export function pagesOverBudget(measured, budgets) {
  return Object.entries(budgets)
    .filter(([name, budget]) => measured[name] && measured[name].gzip > budget)
    .map(([name, budget]) => ({ name, gzip: measured[name].gzip, budget }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.env.BENCH_BASE ?? 'http://localhost:3000';
  const sessions = await openBenchSessions(base);
  const { demo } = sessions;
  const { DOC_IDS } = await import(new URL('../../shared-contracts/dist/graphql/doc-ids.js', import.meta.url).href);
  const body = new URLSearchParams({
    doc_id: DOC_IDS.FeedTimeline,
    variables: JSON.stringify({ variant: 'home', first: 1 }),
  });
  const feed = await (
    await fetch(`${base}/web/wwwgraphql/ig/query/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': demo.csrf, cookie: demo.cookie },
      body,
    })
  ).json();
  const media = feed.data.feed_timeline.edges[0].node.media;
  const shortcode = media.code;
  const username = media.user.username;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(JSON.stringify(await measurePageBytes(browser, base, sessions, { shortcode, username }), null, 2));
  } finally {
    await browser.close();
  }
}
