// The cost of rendering the first screen on the server (docs/performance.md#the-first-screen-is-rendered-on-the-server):
// the home page's requests per second rendered, as a ratio to the same page sent without rendering
// (the bench server honours the no-render header, BENCH_ENDPOINTS only), and the server's CPU time
// per page either way, read from /proc for the server's process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, stopServer, waitFor } from './bench-server.mjs';
import { load } from './http-load.mjs';
import { openSession } from './session.mjs';

const NO_RENDER = { 'x-lumen-bench-no-render': '1' };
const CLOCK_TICKS_PER_SECOND = 100;

/** The process's user + system CPU time so far, in ms (Linux). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat; [0] here is field 3.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** CPU ms the server spends per page, over `count` pages asked one after another. */
async function cpuPerPage(pid, url, headers, count) {
  const before = cpuMs(pid);
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(url, { headers });
    await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  return (cpuMs(pid) - before) / count;
}

/**
 * Measures `/` for a logged-in session, rendered and not: throughput at 10 connections (the
 * not-rendered run before and after, averaged, against drift) and CPU per page.
 */
export async function measureServerRendering({ base, cookie, serverPid, pages = 60 }) {
  const rendered = { cookie };
  const plain = { cookie, ...NO_RENDER };
  const check = await (await fetch(`${base}/`, { headers: rendered })).text();
  if (!check.includes('data-server-rendered')) throw new Error('the home page was not rendered on the server');
  const cpuRendered = await cpuPerPage(serverPid, `${base}/`, rendered, pages);
  const cpuPlain = await cpuPerPage(serverPid, `${base}/`, plain, pages);
  const plainA = await load({ url: `${base}/`, headers: plain });
  const renderedRun = await load({ url: `${base}/`, headers: rendered });
  const plainB = await load({ url: `${base}/`, headers: plain });
  const plainRps = (plainA.requests.average + plainB.requests.average) / 2;
  const errors =
    plainA.errors + plainA.non2xx + renderedRun.errors + renderedRun.non2xx + plainB.errors + plainB.non2xx;
  return {
    renderedRps: renderedRun.requests.average,
    plainRps,
    ratio: renderedRun.requests.average / plainRps,
    cpuMsRendered: cpuRendered,
    cpuMsPlain: cpuPlain,
    errors,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Profiles the server over `pages` rendered home pages: the server runs with --cpu-prof, is sent
 * a warm-up, then the pages one after another, and writes its profile into `dir` when stopped.
 */
async function profileRendering({ base, cookie, pages }) {
  for (let i = 0; i < 20; i += 1) await (await fetch(`${base}/`, { headers: { cookie } })).text();
  for (let i = 0; i < pages; i += 1) await (await fetch(`${base}/`, { headers: { cookie } })).text();
}

// Run on its own, the measurement starts its own bench server on a fresh data folder (the demo
// data seeded on first start), without the rest of `npm run bench`; it needs the built tree:
//   node e2e/bench/render-bench.mjs                 RENDER_BENCH_RUNS runs (default 3), medians
//   node e2e/bench/render-bench.mjs --profile DIR   the server's CPU profile over 300 rendered pages
// RENDER_BENCH_PORT (default 4790) and BENCH_SECONDS (per load run, default 5) as in the bench.
// RENDER_BENCH_DATA_DIR: a data folder kept and reused (seeded on its first run).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const port = Number(process.env.RENDER_BENCH_PORT || 4790);
  const base = `http://localhost:${port}`;
  const profileAt = process.argv.indexOf('--profile');
  const profileDir = profileAt > 0 ? path.resolve(process.argv[profileAt + 1] ?? 'render-profile') : null;
  // RENDER_BENCH_DATA_DIR keeps a seeded folder between runs (seeding takes minutes); by default
  // each run seeds a fresh one and removes it.
  const keptDataDir = process.env.RENDER_BENCH_DATA_DIR;
  const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-render-bench-'));
  // Node takes --cpu-prof on its command line only, not in NODE_OPTIONS.
  const server = profileDir
    ? spawn(
        process.execPath,
        ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, path.join(root, 'server', 'dist', 'main.js')],
        {
          cwd: root,
          env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', BENCH_ENDPOINTS: '1' },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      )
    : startServer(root, port, dataDir, { BENCH_ENDPOINTS: '1' });
  try {
    await waitFor(`${base}/healthz`, 180_000);
    const { cookie } = await openSession(base, 'demo', 'demo1234');
    if (profileDir) {
      await profileRendering({ base, cookie, pages: 300 });
    } else {
      const runs = [];
      for (let run = 0; run < Number(process.env.RENDER_BENCH_RUNS || 3); run += 1) {
        const result = await measureServerRendering({ base, cookie, serverPid: server.pid });
        console.log(JSON.stringify({ run, loadAverage: os.loadavg().map((l) => l.toFixed(2)), ...result }));
        runs.push(result);
      }
      const medians = Object.fromEntries(
        ['ratio', 'renderedRps', 'plainRps', 'cpuMsRendered', 'cpuMsPlain'].map((key) => [
          key,
          Number(median(runs.map((r) => r[key])).toFixed(3)),
        ]),
      );
      console.log(JSON.stringify({ medians, loadAverage: os.loadavg().map((l) => l.toFixed(2)) }));
    }
  } finally {
    await stopServer(server);
    if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (profileDir) console.log(`profile written to ${profileDir}`);
}
