// Search and tag-page latency under load (10 connections), as ratios to the trivial endpoint of the
// same server in the same run, on the demo data and on the bench-only large data set
// (search-data.mjs). The goal (docs/behaviour/search.md#indexes): search p99 on the large set at
// most twice its p99 on the demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { load } from './http-load.mjs';
import { openSession } from './session.mjs';
import { buildSearchDataSet } from './search-data.mjs';

/** The search query measured: three letters, so both the prefix and the trigram paths run. */
export const SEARCH_QUERY = 'lin';

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

function startServer(root, port, dataDir, extraEnv = {}) {
  return spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const latency = (result) => ({
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.non2xx + result.errors,
});

/**
 * Loads the trivial endpoint, search and a tag page's recent section on one server, logged in as
 * `session`; latencies in ms and their ratio to the trivial endpoint's.
 */
export async function measureSearchLatency(base, session, tag) {
  const headers = { cookie: session.cookie };
  const trivial = latency(await load({ url: `${base}/api/v1/web/ping/` }));
  const search = latency(
    await load({ url: `${base}/api/v1/web/search/topsearch/?context=blended&query=${SEARCH_QUERY}`, headers }),
  );
  const tagPage = latency(
    await load({ url: `${base}/api/v1/tags/${encodeURIComponent(tag)}/sections/?tab=recent`, headers }),
  );
  const ratio = (x) => ({ p50: x.p50 / Math.max(trivial.p50, 0.5), p99: x.p99 / Math.max(trivial.p99, 0.5) });
  return { trivial, search, tagPage, searchRatio: ratio(search), tagPageRatio: ratio(tagPage) };
}

/** The most used public tag of a server (visitors' suggested searches list tags by use). */
export async function popularTag(base) {
  const answer = await (await fetch(`${base}/api/v1/web/search/suggested_searches/`)).json();
  return answer.suggested.find((entry) => entry.type === 'hashtag')?.hashtag.name ?? 'sunset';
}

/**
 * Builds the large data set once in `.bench/search-data` (kept between runs: it takes a while),
 * starts a second server on it and measures it. SEARCH_BENCH_USERS / SEARCH_BENCH_POSTS override
 * the sizes (defaults 20,000 and 200,000).
 */
export async function measureLargeDataSet(root, port) {
  const dataDir = path.join(root, '.bench', 'search-data');
  const users = Number(process.env.SEARCH_BENCH_USERS || 20_000);
  const posts = Number(process.env.SEARCH_BENCH_POSTS || 200_000);
  const marker = path.join(dataDir, `built-${users}-${posts}`);
  const base = `http://localhost:${port}`;
  const env = { SEED_DEMO: 'false' };
  let built = null;
  if (!fs.existsSync(marker)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    // The server creates and migrates the empty database; the rows are then written in bulk.
    const first = startServer(root, port, dataDir, env);
    await waitFor(`${base}/healthz`, 120_000);
    await stop(first);
    const { hashPassword } = await import(path.join(root, 'server', 'dist', 'domain', 'users', 'passwords.js'));
    const started = Date.now();
    buildSearchDataSet(path.join(dataDir, 'lumen.sqlite'), {
      users,
      posts,
      passwordHash: await hashPassword('bench1234'),
    });
    built = { seconds: (Date.now() - started) / 1000 };
    fs.writeFileSync(marker, JSON.stringify(built));
  }
  const server = startServer(root, port, dataDir, env);
  try {
    await waitFor(`${base}/healthz`, 120_000);
    const session = await openSession(base, 'benchuser', 'bench1234');
    const tag = await popularTag(base);
    return { users, posts, built, tag, ...(await measureSearchLatency(base, session, tag)) };
  } finally {
    await stop(server);
  }
}
