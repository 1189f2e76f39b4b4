// The activity list's first page for an account with 200,000 notifications against the same call
// for an account with 100 (issue 26; docs/behaviour/activity.md#the-list): p99 at 10 connections on
// one server in the same run; the goal is a ratio of at most 2. The data set is bench-only, in its
// own DATA_DIR (.bench/activity-data), written with bulk inserts into a database the server has
// migrated, and kept between runs. Run alone: `node e2e/bench/activity-bench.mjs` after a build.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load } from './http-load.mjs';
import { startServer as startBenchServer, stopServer as stop, waitFor } from './bench-server.mjs';

/** This bench's server: no demo data, its own set. */
const startServer = (root, port, dataDir) => startBenchServer(root, port, dataDir, { SEED_DEMO: 'false' });
import { openSession } from './session.mjs';

const BIG = Number(process.env.ACTIVITY_BENCH_NOTIFICATIONS || 200_000);
const SMALL = 100;
const ACTORS = 2_000;
const POSTS = 5_000;

/**
 * Writes `actbig` (BIG notifications: likes of its posts, comments' likes, follows from ACTORS
 * accounts, newest first a second apart) and `actsmall` (SMALL of the same kinds) into the
 * migrated database at `file`.
 */
function buildActivityDataSet(root, file, passwordHash) {
  const require = createRequire(path.join(root, 'server', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const now = Date.now();
  const versions = JSON.stringify([{ width: 640, height: 640, key: 'defaults/bench.jpg' }]);
  db.transaction(() => {
    const user = db.prepare(
      `insert into users (id, username, username_lower, email_lower, full_name, password_hash, is_private, is_verified, created_at)
       values (?, ?, ?, ?, ?, ?, 0, 0, ?)`,
    );
    const names = ['actbig', 'actsmall'];
    for (let id = 1; id <= ACTORS + 2; id++) {
      const name = names[id - 1] ?? `actor_${id}`;
      user.run(id, name, name, `${name}@bench.invalid`, `${name} Bench`, passwordHash, now);
    }
    const post = db.prepare(
      `insert into media (id, code, owner_id, media_type, product_type, caption, taken_at, original_width, original_height,
         image_key, image_versions, like_count, comment_count)
       values (?, ?, ?, 1, 'feed', '', ?, 640, 640, 'defaults', ?, 0, 0)`,
    );
    for (let id = 1; id <= POSTS; id++)
      post.run(id, `actbench${id}`, id % 50 === 0 ? 2 : 1, now - id * 60_000, versions);
    const notification = db.prepare(
      `insert into notifications (recipient_id, actor_id, kind, subject, media_id, comment_id, created_at, withdrawn_at)
       values (?, ?, ?, ?, ?, null, ?, null)`,
    );
    const write = (recipient, count, ownPosts) => {
      for (let i = 0; i < count; i++) {
        const actor = 3 + (i % ACTORS);
        if (i % 10 === 9 && i < ACTORS) {
          notification.run(recipient, actor, 'follow', '', null, now - i * 1000);
        } else {
          const media = ownPosts[Math.floor(i / ACTORS) % ownPosts.length];
          notification.run(recipient, actor, 'like', `m${media}`, media, now - i * 1000);
        }
      }
    };
    const postsOf = (owner) =>
      Array.from({ length: POSTS }, (_, i) => i + 1).filter((id) => (id % 50 === 0 ? 2 : 1) === owner);
    write(1, BIG, postsOf(1));
    write(2, SMALL, postsOf(2));
  })();
  db.close();
}

/** Builds the set once, starts a server on it and measures both accounts' first page. */
export async function measureActivityList(root, port, dataDir = path.join(root, '.bench', 'activity-data')) {
  const base = `http://localhost:${port}`;
  const marker = path.join(dataDir, `built-${BIG}`);
  if (!fs.existsSync(marker)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    const first = startServer(root, port, dataDir);
    await waitFor(`${base}/healthz`, 120_000);
    await stop(first);
    const passwords = pathToFileURL(path.join(root, 'server', 'dist', 'domain', 'users', 'passwords.js')).href;
    const { hashPassword } = await import(passwords);
    buildActivityDataSet(root, path.join(dataDir, 'lumen.sqlite'), await hashPassword('bench1234'));
    fs.writeFileSync(marker, '');
  }
  const server = startServer(root, port, dataDir);
  try {
    await waitFor(`${base}/healthz`, 120_000);
    const measure = async (username) => {
      const session = await openSession(base, username, 'bench1234');
      const url = `${base}/api/v1/activity/`;
      const first = await (await fetch(url, { headers: { cookie: session.cookie } })).json();
      const result = await load({ url, headers: { cookie: session.cookie } });
      return {
        rows: first.rows.length,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.non2xx + result.errors,
      };
    };
    const big = await measure('actbig');
    const small = await measure('actsmall');
    return { notifications: { big: BIG, small: SMALL }, big, small, p99Ratio: big.p99 / Math.max(small.p99, 1) };
  } finally {
    await stop(server);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
  console.log(JSON.stringify(await measureActivityList(root, Number(process.env.PORT || 4790)), null, 2));
}
