// A bench-only synthetic data set for search and tag pages (docs/behaviour/search.md#indexes): at
// least 20,000 users and 200,000 posts with hashtags and places, written with bulk inserts into a
// SQLite database the server has already migrated (its own DATA_DIR, never the demo's). Users get
// Latin and CJK names; posts get 1–3 tags from a skewed vocabulary (a few very popular tags, a long
// tail) and a place one time in four; a tenth of the accounts are private.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'server', 'package.json'));
const Database = require('better-sqlite3');

/** Deterministic pseudo-random numbers (mulberry32), so every run builds the same set. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = ['li', 'na', 'mar', 'ko', 'sun', 'ra', 'to', 'mi', 'chen', 'lin', 'yu', 'an', 'el', 'sa', 'vo', 'ha'];
const CJK = ['林', '小', '雨', '陈', '王', '李', '明', '华', '海', '山', '月', '星', '春', '秋'];
const WORDS = ['sunset', 'travel', 'food', 'city', 'night', 'coffee', 'street', 'sea', 'mountain', 'art'];

/**
 * Fills the migrated database at `file`: `users` accounts (the first is `benchuser`, password
 * hash given), `posts` posts, places in 50 cities. Returns what the bench asks for.
 */
export function buildSearchDataSet(file, { users = 20_000, posts = 200_000, passwordHash }) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const rand = random(13);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const now = Date.now();
  const versions = JSON.stringify([{ width: 640, height: 640, key: 'defaults/bench.jpg' }]);

  db.transaction(() => {
    const insertUser = db.prepare(
      `insert into users (id, username, username_lower, email_lower, full_name, password_hash, is_private, is_verified, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let id = 1; id <= users; id++) {
      const name = id === 1 ? 'benchuser' : `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)}_${id.toString(36)}`;
      const full =
        id % 3 === 0
          ? `${pick(CJK)}${pick(CJK)}${pick(CJK)}`
          : `${pick(SYLLABLES)}${pick(SYLLABLES)} ${pick(SYLLABLES)}${pick(SYLLABLES)}`;
      insertUser.run(
        id,
        name,
        name,
        `${name}@bench.invalid`,
        full,
        passwordHash,
        id > 1 && id % 10 === 0 ? 1 : 0,
        id % 97 === 0 ? 1 : 0,
        now,
      );
    }
    // Each account follows 10 others; benchuser follows 200 (some of them private).
    const follow = db.prepare('insert or ignore into follows (follower_id, followee_id, created_at) values (?, ?, ?)');
    for (let id = 1; id <= users; id++) {
      const count = id === 1 ? 200 : 10;
      for (let i = 0; i < count; i++) {
        const other = 1 + Math.floor(rand() * users);
        if (other !== id) follow.run(id, other, now);
      }
    }
    const place = db.prepare(
      'insert into locations (name, address, lat, lng, country_code, country_name, city) values (?, ?, ?, ?, ?, ?, ?)',
    );
    const placeIds = [];
    for (let c = 0; c < 50; c++) {
      const city = `${pick(SYLLABLES)}${pick(SYLLABLES)}ville`;
      for (let p = 0; p < 20; p++) {
        const info = place.run(
          `${pick(SYLLABLES)}${pick(SYLLABLES)} ${pick(['park', 'cafe', 'bridge', 'tower', '寺', '公园'])}`,
          `${p + 1} ${city} road`,
          -60 + rand() * 120,
          -180 + rand() * 360,
          `C${c % 10}`,
          `Country ${c % 10}`,
          city,
        );
        placeIds.push(Number(info.lastInsertRowid));
      }
    }
    const tags = [];
    for (const word of WORDS) for (let i = 0; i < 200; i++) tags.push(i === 0 ? word : `${word}${i}`);
    // Skewed: the plain words carry most posts.
    const tagFor = () => (rand() < 0.5 ? pick(WORDS) : pick(tags));
    const media = db.prepare(
      `insert into media (id, code, owner_id, media_type, product_type, caption, caption_edited, taken_at,
         original_width, original_height, image_key, image_versions, like_count, comment_count, comments_disabled,
         like_and_view_counts_disabled, location_name, location_lat, location_lng, location_id)
       values (?, ?, ?, 1, 'feed', ?, 0, ?, 640, 640, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?)`,
    );
    const tag = db.prepare('insert or ignore into media_hashtags (media_id, tag) values (?, ?)');
    for (let id = 1; id <= posts; id++) {
      const owner = 1 + Math.floor(rand() * users);
      const own = new Set([tagFor(), tagFor(), tagFor()].slice(0, 1 + Math.floor(rand() * 3)));
      const at = rand() < 0.25 ? pick(placeIds) : null;
      media.run(
        id,
        `B${id.toString(36)}`,
        owner,
        [...own].map((t) => `#${t}`).join(' '),
        now - Math.floor(rand() * 30 * 86_400_000),
        `bench/${id}`,
        versions,
        Math.floor(rand() * 500),
        Math.floor(rand() * 50),
        at === null ? null : 'place',
        at === null ? null : 0,
        at === null ? null : 0,
        at,
      );
      for (const t of own) tag.run(id, t);
    }
  })();
  db.close();
  return { username: 'benchuser', popularTag: 'sunset' };
}
