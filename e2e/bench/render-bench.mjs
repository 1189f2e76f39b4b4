// The cost of rendering the first screen on the server (docs/performance.md#the-first-screen-is-rendered-on-the-server):
// the home page's requests per second rendered, as a ratio to the same page sent without rendering
// (the bench server honours the no-render header, BENCH_ENDPOINTS only), and the server's CPU time
// per page either way, read from /proc for the server's process.
import fs from 'node:fs';
import { load } from './http-load.mjs';

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
