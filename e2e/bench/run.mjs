// `npm run bench`: measures, in one run against the real one-port server on the demo data,
//  - gzipped JS bytes the browser downloads for the first load of / (logged in) and of
//    /p/{shortcode}/ (logged out), in Chromium;
//  - the home-feed API's requests per second as a ratio to a trivial endpoint on the same server.
// Prints the figures, writes .bench/results.json, and fails when a budget in budgets.json is over.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { buildAll } from '../../scripts/build-plan.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '..', '..');
const budgets = JSON.parse(fs.readFileSync(path.join(here, 'budgets.json'), 'utf8'));
const PORT = Number(process.env.BENCH_PORT || 3290);
const BASE = `http://localhost:${PORT}`;

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} not up after ${timeoutMs} ms`);
}

async function session(username, password) {
  const shared = await fetch(`${BASE}/api/v1/web/data/shared_data/`);
  const csrf = (await shared.json()).config.csrf_token;
  const cookies = [`csrftoken=${csrf}`];
  if (username) {
    const login = await fetch(`${BASE}/api/v1/web/accounts/login/ajax/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf, cookie: cookies.join('; ') },
      body: new URLSearchParams({ username, password }),
    });
    const sessionCookie = login.headers.getSetCookie().find((c) => c.startsWith('sessionid='));
    cookies.push(sessionCookie.split(';')[0]);
  }
  const consent = await fetch(`${BASE}/cookie/consent/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf, cookie: cookies.join('; ') },
    body: new URLSearchParams({
      accept_only_essential: 'true',
      consent_to_everything: 'false',
      opted_in_controls: '[]',
    }),
  });
  const device = consent.headers.getSetCookie().find((c) => c.startsWith('lumen_did='));
  cookies.push(device.split(';')[0]);
  return { csrf, cookie: cookies.join('; ') };
}

/** Loads a page in a fresh Chromium context with the given cookies; sums gzip sizes of its JS. */
async function jsBytes(browser, pathname, auth, readySelector) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  await context.addCookies(
    auth.cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, domain: 'localhost', path: '/' };
    }),
  );
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${BASE}${pathname}`);
  await page.waitForSelector(readySelector);
  await page.waitForLoadState('networkidle');
  await context.close();
  return {
    scripts: scripts.sort((a, b) => b.gzip - a.gzip),
    files: scripts.length,
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
  };
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: Number(process.env.BENCH_SECONDS || 5), ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

await buildAll({ log: (m) => console.log(m) });
const docIds = await import(path.join(ROOT, 'shared-contracts', 'dist', 'graphql', 'doc-ids.js'));
const dataDir = path.join(ROOT, '.bench', 'data');
const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor(`${BASE}/healthz`, 180_000);
  const demo = await session('demo', 'demo1234');
  const visitor = await session(null, null);
  const feedBody = new URLSearchParams({
    doc_id: docIds.DOC_IDS.FeedTimeline,
    variables: JSON.stringify({ variant: 'home', first: 12 }),
  }).toString();
  const firstPage = await (
    await fetch(`${BASE}/web/wwwgraphql/ig/query/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': demo.csrf, cookie: demo.cookie },
      body: feedBody,
    })
  ).json();
  const shortcode = firstPage.data.feed_timeline.edges[0].node.media.code;

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const home = await jsBytes(browser, '/', demo, '[data-testid="post-card"]');
  const post = await jsBytes(browser, `/p/${shortcode}/`, visitor, '[data-testid="post-page"]');
  await browser.close();

  // Same server, same run, interleaved: trivial, feed, trivial; the ratio uses the mean trivial rate.
  const trivialA = await load({ url: `${BASE}/api/v1/web/ping/` });
  const feed = await load({
    url: `${BASE}/web/wwwgraphql/ig/query/`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': demo.csrf, cookie: demo.cookie },
    body: feedBody,
  });
  const trivialB = await load({ url: `${BASE}/api/v1/web/ping/` });
  const trivialRps = (trivialA.requests.average + trivialB.requests.average) / 2;
  const feedRps = feed.requests.average;
  const ratio = feedRps / trivialRps;
  const errors = feed.non2xx + feed.errors + trivialA.non2xx + trivialB.non2xx;

  const results = {
    measuredAt: new Date().toISOString(),
    jsGzipBytes: { homeLoggedIn: home.gzip, postLoggedOut: post.gzip },
    jsRawBytes: { homeLoggedIn: home.raw, postLoggedOut: post.raw },
    jsFiles: { homeLoggedIn: home.files, postLoggedOut: post.files },
    throughput: {
      trivialRps,
      feedRps,
      feedToTrivialRatio: ratio,
      feedLatencyP50Ms: feed.latency.p50,
      feedLatencyP99Ms: feed.latency.p99,
      errors,
    },
  };
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.bench', 'results.json'), JSON.stringify(results, null, 2));

  const checks = [
    [
      'JS for / logged in (gzip)',
      home.gzip,
      budgets.jsGzipBytes.homeLoggedIn,
      kb(home.gzip),
      `≤ ${kb(budgets.jsGzipBytes.homeLoggedIn)}`,
      home.gzip <= budgets.jsGzipBytes.homeLoggedIn,
    ],
    [
      'JS for /p/{shortcode}/ logged out (gzip)',
      post.gzip,
      budgets.jsGzipBytes.postLoggedOut,
      kb(post.gzip),
      `≤ ${kb(budgets.jsGzipBytes.postLoggedOut)}`,
      post.gzip <= budgets.jsGzipBytes.postLoggedOut,
    ],
    [
      'home feed rps / trivial rps',
      ratio,
      budgets.feedThroughputRatioMin,
      ratio.toFixed(3),
      `≥ ${budgets.feedThroughputRatioMin}`,
      ratio >= budgets.feedThroughputRatioMin && errors === 0,
    ],
  ];
  console.log('\nbenchmark (one run, same machine):');
  console.log(`  / logged in:            ${home.files} scripts, ${kb(home.raw)} raw, ${kb(home.gzip)} gzip`);
  console.log(`  /p/{code}/ logged out:  ${post.files} scripts, ${kb(post.raw)} raw, ${kb(post.gzip)} gzip`);
  const where = (u) => new URL(u).pathname.replace(/\.[0-9a-f]{10}\.js$/, '.js');
  console.log(
    '  largest scripts on / (gzip): ' +
      home.scripts
        .slice(0, 6)
        .map((s) => `${where(s.url)} ${kb(s.gzip)}`)
        .join(', '),
  );
  console.log(`  trivial endpoint:       ${trivialRps.toFixed(0)} req/s`);
  console.log(
    `  home feed (12 posts):   ${feedRps.toFixed(0)} req/s, p50 ${feed.latency.p50} ms, p99 ${feed.latency.p99} ms`,
  );
  console.log(`  feed / trivial ratio:   ${ratio.toFixed(3)}`);
  console.log('\nbudgets:');
  for (const [name, , , value, budget, ok] of checks)
    console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name}: ${value} (${budget})`);
  if (checks.some((c) => !c[5])) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
