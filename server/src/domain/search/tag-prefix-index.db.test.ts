import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { migrateToLatest, migrateUpTo } from '../../db/migrator.js';
import { createTestServer, freshPostgresDatabase, type TestServer } from '../../test-support/test-app.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { searchHashtags } from './top-search.js';
import { popularTagsStartingWith } from './tag-prefix-index.js';

// The most used tags starting with a query come from hashtag_prefixes in index order
// (docs/behaviour/search.md#indexes), on both databases.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const author = await makeUser(db, 'tagauthor');
  const now = Date.now();
  // 30 tags used once each, and the last one in byte order used three times.
  const many = Array.from({ length: 30 }, (_, i) => `#sa${String(i).padStart(2, '0')}`).join(' ');
  await makePost(db, storage, author.id, now, `${many} #photooftheweek`);
  for (let i = 0; i < 3; i++) await makePost(db, storage, author.id, now + i + 1, '#szz #photooftheday');
  const hidden = await makeUser(db, 'taghidden', { isPrivate: true });
  await makePost(db, storage, hidden.id, now, '#sprivate');
});
afterAll(() => server.close());

/** Every tag's prefix rows as the triggers should have left them, and as they are. */
async function prefixRows(db: Kysely<DB>) {
  const tags = await db.selectFrom('hashtags').select(['tag', 'public_media_count']).execute();
  const expected = tags
    .flatMap(({ tag, public_media_count }) =>
      [...tag].slice(0, 8).map((_, i) => `${[...tag].slice(0, i + 1).join('')}|${tag}|${public_media_count}`),
    )
    .sort();
  const actual = (await db.selectFrom('hashtag_prefixes').select(['prefix', 'tag', 'public_media_count']).execute())
    .map((r) => `${r.prefix}|${r.tag}|${r.public_media_count}`)
    .sort();
  return { expected, actual };
}

describe('popular tags by prefix', () => {
  it('lists the most used tag starting with the query first, though it sorts last by name', async () => {
    const { db, dialect } = server.deps;
    const found = await searchHashtags(db, dialect, 's', null);
    expect(found[0]).toEqual({ tag: 'szz', media_count: 3 });
    expect(found).toHaveLength(20);
    expect(found.slice(1).map((t) => t.tag)).toEqual(
      Array.from({ length: 19 }, (_, i) => `sa${String(i).padStart(2, '0')}`),
    );
    const rows = await popularTagsStartingWith(db, dialect, 's', 5).execute();
    expect(rows.map((r) => r.tag)).toEqual(['szz', 'sa00', 'sa01', 'sa02', 'sa03']);
  });

  it('tells tags apart past the stored prefix length (8 characters)', async () => {
    const { db, dialect } = server.deps;
    expect((await searchHashtags(db, dialect, 'photooftheday', null)).map((t) => t.tag)).toEqual(['photooftheday']);
    expect((await searchHashtags(db, dialect, 'photooft', null)).map((t) => t.tag)).toEqual([
      'photooftheday',
      'photooftheweek',
    ]);
    expect(await searchHashtags(db, dialect, 'photoofthex', null)).toEqual([]);
  });

  it('keeps the prefix rows in step with the public counts (new tags, an account turning public, an untag)', async () => {
    const { db } = server.deps;
    let rows = await prefixRows(db);
    expect(rows.actual).toEqual(rows.expected);
    expect(rows.actual).toContain('sp|sprivate|0');
    const hidden = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'taghidden')
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ is_private: 0 }).where('id', '=', hidden.id).execute();
    await db.deleteFrom('media_hashtags').where('tag', '=', 'photooftheweek').execute();
    rows = await prefixRows(db);
    expect(rows.actual).toEqual(rows.expected);
    expect(rows.actual).toContain('sp|sprivate|1');
    expect(rows.actual).toContain('photooft|photooftheweek|0');
  });

  it.each(['s', 'photoofthed'])(
    'reads %j from the rank index in its order, no sort of the matching tags',
    async (term) => {
      const { db, dialect } = server.deps;
      const query = popularTagsStartingWith(db, dialect, term, 50).compile();
      let detail: string;
      if (dialect === 'sqlite') {
        const rows = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        detail = rows.rows.map((r) => r.detail).join('\n');
        expect(detail).not.toContain('TEMP B-TREE');
      } else {
        // PostgreSQL plans by cost, and a test table is small: with table scans priced out, the
        // plan must still need no Sort, which only an index in (prefix, count desc, tag) order gives.
        detail = await db.connection().execute(async (conn) => {
          await conn.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
          await conn.executeQuery(CompiledQuery.raw('set enable_bitmapscan = off'));
          const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
          );
          await conn.executeQuery(CompiledQuery.raw('reset all'));
          return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
        expect(detail).not.toMatch(/\bSort\b/);
      }
      expect(detail).toContain('hashtag_prefixes_rank_idx');
    },
  );
});

/** A plugin that notes every table name the queries run through it mention. */
function tableRecorder(seen: Set<string>): KyselyPlugin {
  return {
    transformQuery(args) {
      for (const match of JSON.stringify(args.node).matchAll(/"name":"([a-z_]+)"/g)) seen.add(match[1]!);
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
}

describe('the viewer’s follows and blocks in hashtag search', () => {
  it('are not read for a term no tag starts with, and are read once some tag does', async () => {
    const { db, dialect } = server.deps;
    const viewer = await makeUser(db, 'tagviewer');
    const author = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'tagauthor')
      .executeTakeFirstOrThrow();
    await makeFollow(db, viewer.id, author.id);
    const none = new Set<string>();
    expect(await searchHashtags(db.withPlugin(tableRecorder(none)), dialect, 'zzq', viewer.id)).toEqual([]);
    expect(none.has('follows') || none.has('blocks')).toBe(false);
    const some = new Set<string>();
    expect((await searchHashtags(db.withPlugin(tableRecorder(some)), dialect, 'szz', viewer.id))[0]?.tag).toBe('szz');
    expect(some.has('follows') && some.has('blocks')).toBe(true);
  });
});

describe('migration 025 on a database with tags', () => {
  it('writes the prefix rows of the tags already there', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-tag-prefix-'));
    const db =
      process.env.TEST_DB === 'postgres'
        ? new Kysely<DB>({
            dialect: new PostgresDialect({
              pool: new pg.Pool({ connectionString: await freshPostgresDatabase(), max: 2 }),
            }),
          })
        : new Kysely<DB>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, 'old.sqlite')) }) });
    try {
      const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
      await migrateUpTo(db, dialect, '022-search-prefix-covering');
      await db
        .insertInto('hashtags')
        .values([
          { tag: 'sunset', public_media_count: 0 },
          { tag: '日落', public_media_count: 0 },
          { tag: 'photooftheday', public_media_count: 0 },
        ])
        .execute();
      await migrateToLatest(db, dialect);
      const rows = await prefixRows(db);
      expect(rows.actual).toEqual(rows.expected);
      expect(rows.actual).toHaveLength(6 + 2 + 8);
      expect(rows.actual).toContain('日|日落|0');
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
