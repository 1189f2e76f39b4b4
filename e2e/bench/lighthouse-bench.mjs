// Lighthouse (the npm package) in Debian's Chromium: the mobile performance score, LCP, TBT and CLS
// of the pages people land on, each the median of several runs. Lighthouse's default settings are a mobile phone
// with simulated slow 4G and a 4x slower CPU; it clears the cache and the origin's storage before
// each run but leaves cookies, so a page can be measured logged in or as a visitor who has
// answered the cookie dialog (the sessions of session.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { startServer, stopServer, waitFor } from './bench-server.mjs';
import { openBenchSessions } from './page-bytes.mjs';

/** With BENCH_ENDPOINTS, a page asked for with this header is sent without server rendering. */
const NO_RENDER_HEADERS = { 'x-lumen-bench-no-render': '1' };

/**
 * The pages issue 27 measures (docs/performance.md#lighthouse-on-the-pages-people-land-on): the home
 * feed, the reels and explore logged in, a post and its author's profile as a visitor; each as a
 * returning visitor (the cookie dialog answered) and as a first visit (not answered yet).
 */
export function lighthousePages(sessions, { shortcode, username }) {
  const pages = [
    { name: 'homeLoggedIn', path: '/', who: 'demo' },
    { name: 'postLoggedOut', path: `/p/${shortcode}/`, who: 'visitor' },
    { name: 'profileLoggedOut', path: `/${username}/`, who: 'visitor' },
    { name: 'reelsLoggedIn', path: '/reels/', who: 'demo' },
    { name: 'exploreLoggedIn', path: '/explore/', who: 'demo' },
  ];
  return pages.flatMap((page) => [
    { name: page.name, path: page.path, session: sessions[page.who] },
    { name: `${page.name}FirstVisit`, path: page.path, session: sessions[`${page.who}FirstVisit`] },
  ]);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Sets the session's cookies in the whole browser through the DevTools protocol. */
async function setCookies(port, base, cookieHeader) {
  const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const cookies = cookieHeader.split('; ').map((pair) => {
    const split = pair.indexOf('=');
    return { name: pair.slice(0, split), value: pair.slice(split + 1), url: base };
  });
  await new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.id !== 1) return;
      if (message.error) reject(new Error(`Storage.setCookies: ${message.error.message}`));
      else resolve();
    });
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
  });
  socket.close();
}

/** One Lighthouse run of the performance category: score (0-100), LCP, TBT and CLS. */
async function runOnce(port, url, extraHeaders) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders,
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
  };
}

/** Every run and the medians. */
function summary(runs) {
  return {
    runs,
    score: median(runs.map((m) => m.score)),
    lcpMs: median(runs.map((m) => m.lcpMs)),
    tbtMs: median(runs.map((m) => m.tbtMs)),
    cls: median(runs.map((m) => m.cls)),
  };
}

/** One page's figures as a line: score, LCP, TBT, CLS, and every run. */
export function lighthouseLine(figures) {
  return (
    `performance ${figures.score}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}` +
    ` (runs: ${figures.runs.map((r) => `${r.score}/${r.lcpMs}/${r.tbtMs}/${r.cls}`).join(', ')})`
  );
}

/**
 * Runs Lighthouse's performance category `runs` times on each page ({ name, path, session }) in a
 * browser of its own; answers, per page, every run and the medians of score (0-100), LCP, TBT and
 * CLS. With `before`, each run also measures the page sent without server rendering (the bench
 * server's no-render header), interleaved with the rendered one, and answers it as `before`.
 */
export async function measureLighthouse(base, pages, runs = 3, { before = false } = {}) {
  const results = [];
  for (const page of pages) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      await setCookies(chrome.port, base, page.session.cookie);
      const rendered = [];
      const plain = [];
      for (let run = 0; run < runs; run += 1) {
        rendered.push(await runOnce(chrome.port, `${base}${page.path}`, {}));
        if (before) plain.push(await runOnce(chrome.port, `${base}${page.path}`, NO_RENDER_HEADERS));
      }
      results.push({
        name: page.name,
        path: page.path,
        ...summary(rendered),
        ...(before ? { before: summary(plain) } : {}),
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}

// Run on its own, the measurement starts its own bench server on a fresh data folder (demo data
// seeded on first start) and measures each page rendered on the server and, interleaved, sent
// without rendering (before and after in one run); it needs the built tree:
//   node e2e/bench/lighthouse-bench.mjs [name ...]   LIGHTHOUSE_RUNS runs each (default 3)
// LIGHTHOUSE_BENCH_PORT (default 4791), or LIGHTHOUSE_BASE for a running bench server. Writes
// .bench/lighthouse.json.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const port = Number(process.env.LIGHTHOUSE_BENCH_PORT || 4791);
  // LIGHTHOUSE_BASE: a server already running with BENCH_ENDPOINTS=1 and the demo data.
  const base = process.env.LIGHTHOUSE_BASE || `http://localhost:${port}`;
  const only = process.argv.slice(2);
  const dataDir = process.env.LIGHTHOUSE_BASE
    ? null
    : fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-lighthouse-bench-'));
  const server = dataDir ? startServer(root, port, dataDir, { BENCH_ENDPOINTS: '1' }) : null;
  try {
    await waitFor(`${base}/healthz`, 600_000);
    const sessions = await openBenchSessions(base);
    const { DOC_IDS } = await import(new URL('../../shared-contracts/dist/graphql/doc-ids.js', import.meta.url).href);
    const feed = await (
      await fetch(`${base}/web/wwwgraphql/ig/query/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-csrftoken': sessions.demo.csrf,
          cookie: sessions.demo.cookie,
        },
        body: new URLSearchParams({
          doc_id: DOC_IDS.FeedTimeline,
          variables: JSON.stringify({ variant: 'home', first: 1 }),
        }),
      })
    ).json();
    const media = feed.data.feed_timeline.edges[0].node.media;
    const pages = lighthousePages(sessions, { shortcode: media.code, username: media.user.username }).filter(
      (page) => only.length === 0 || only.includes(page.name),
    );
    const loadBefore = os.loadavg();
    const results = await measureLighthouse(base, pages, Number(process.env.LIGHTHOUSE_RUNS || 3), { before: true });
    for (const page of results) {
      console.log(`${page.name} ${page.path}`);
      console.log(`  rendered:     ${lighthouseLine(page)}`);
      console.log(`  not rendered: ${lighthouseLine(page.before)}`);
    }
    const loadAverage = { before: loadBefore, after: os.loadavg() };
    console.log(
      `load average before ${loadBefore.map((l) => l.toFixed(2))}, after ${loadAverage.after.map((l) => l.toFixed(2))}`,
    );
    fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
    fs.writeFileSync(path.join(root, '.bench', 'lighthouse.json'), JSON.stringify({ loadAverage, results }, null, 2));
  } finally {
    if (server) await stopServer(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
