import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, type Inbox } from 'shared-contracts';
import { openDatabase, type Database } from '../db/database.js';
import { createLocalDiskStorage } from '../media/storage.js';
import { uploadFilePath } from '../domain/uploads/upload-files.js';
import { freshPostgresDatabase } from '../test-support/test-app.js';
import { jpeg, makePost, makeUser } from '../test-support/fixtures.js';
import { sliceHeaders } from '../test-support/upload-test-kit.js';
import { startChildServer, type ChildServer } from '../test-support/child-server.js';
import { HttpClient } from '../test-support/http-client.js';
import { counterProblems, integrityProblems } from '../test-support/db-integrity.js';

/**
 * The real server in its own process takes concurrent writes (comments, likes, follows, upload
 * slices), is killed with SIGKILL at a random moment, and is started again on the same data.
 * Every write it acknowledged (a 2xx answer) must be there exactly once, and the database must be
 * sound (docs/operating.md#durability). Direct messages have no send call yet: the inbox
 * written before the crash is read back after it.
 */

const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const ACTORS = 4;
const TARGETS = 24;
const UPLOAD_BYTES = 1536 * 1024;
const SLICE = 32 * 1024;
/** The kill comes after this many acknowledged writes, plus a random 0-400 ms. */
const KILL_AFTER_ACKS = 40;

interface Actor {
  id: number;
  name: string;
  client: HttpClient;
  upload: { id: string; bytes: Buffer; acked: number };
}

interface Acked {
  comments: Array<{ id: string; mediaId: number; text: string }>;
  likes: Array<{ userId: number; mediaId: number }>;
  follows: Array<{ followerId: number; targetId: number; isPrivate: boolean }>;
}

let dataDir: string;
let databaseUrl: string | null;
let server: ChildServer | null = null;
const actors: Actor[] = [];
const targets: Array<{ id: number; isPrivate: boolean }> = [];
const posts: number[] = [];
let threadId = 0;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-kill9-'));
  databaseUrl = dialect === 'postgres' ? await freshPostgresDatabase() : null;
  const database = await openDatabase({ databaseUrl, dataDir });
  const storage = createLocalDiskStorage(path.join(dataDir, 'media'));
  const { db } = database;
  for (let i = 0; i < ACTORS; i += 1) {
    const user = await makeUser(db, `actor${i}`);
    const bytes = Buffer.concat([await jpeg(32, 32), crypto.randomBytes(UPLOAD_BYTES)]);
    actors.push({ id: user.id, name: user.username, client: null!, upload: { id: String(7000 + i), bytes, acked: 0 } });
  }
  for (let i = 0; i < TARGETS; i += 1) {
    const isPrivate = i % 6 === 0;
    targets.push({ id: (await makeUser(db, `target${i}`, { isPrivate })).id, isPrivate });
  }
  for (let i = 0; i < 6; i += 1) posts.push((await makePost(db, storage, targets[i + 1]!.id, Date.now() - i)).id);
  threadId = await makeThread(database, [actors[0]!.id, actors[1]!.id]);
  await database.close();
  server = await startChildServer({ dataDir, databaseUrl });
  for (const actor of actors) {
    actor.client = new HttpClient(server.url);
    await actor.client.login(actor.name, 'password1');
  }
}, 240_000);

afterAll(async () => {
  await server?.kill9();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function makeThread(database: Database, members: number[]): Promise<number> {
  const now = Date.now();
  const thread = await database.db
    .insertInto('direct_threads')
    .values({ title: '', is_group: 0, created_by: members[0]!, created_at: now, last_activity_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('direct_thread_members')
    .values(
      members.map((user_id) => ({
        thread_id: thread.id,
        user_id,
        folder: 0,
        pending: 0,
        is_admin: 0,
        last_seen_at: now,
      })),
    )
    .execute();
  await database.db
    .insertInto('direct_items')
    .values(
      ['first', 'second', 'third'].map((text, i) => ({
        thread_id: thread.id,
        user_id: members[i % 2]!,
        item_type: 'text',
        text,
        created_at: now + i,
      })),
    )
    .execute();
  return thread.id;
}

/** A JSON answer's body, as the test expects it. */
async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** One actor's comments, likes and follows, in turn, until the server stops answering. */
async function driveSocial(actor: Actor, index: number, acked: Acked, onAck: () => void): Promise<void> {
  const { client } = actor;
  for (let step = 0; ; step += 1) {
    try {
      const kind = step % 3;
      const round = Math.floor(step / 3);
      if (kind === 0) {
        const mediaId = posts[(index + round) % posts.length]!;
        const text = `durable ${actor.name} ${step} ${crypto.randomBytes(4).toString('hex')}`;
        const answer = await client.post(`/api/v1/web/comments/${mediaId}/add/`, { comment_text: text });
        if (!answer.ok) continue;
        acked.comments.push({ id: String((await jsonOf<{ id: string }>(answer)).id), mediaId, text });
      } else if (kind === 1) {
        const mediaId = posts[round % posts.length]!;
        const answer = await client.post(`/api/v1/web/likes/${mediaId}/like/`, {});
        if (!answer.ok) continue;
        acked.likes.push({ userId: actor.id, mediaId });
      } else {
        const target = targets[(index + round) % targets.length]!;
        const answer = await client.graphql(DOC_IDS.CreateFriendship, {
          input: { target_user_id: String(target.id), container_module: 'profile', nav_chain: '' },
        });
        if (!answer.ok || (await jsonOf<{ errors?: unknown }>(answer)).errors) continue;
        acked.follows.push({ followerId: actor.id, targetId: target.id, isPrivate: target.isPrivate });
      }
      onAck();
    } catch {
      return; // The server is gone: whatever was in flight is unknown, and not counted.
    }
  }
}

/** One actor's upload, slice after slice, until it is complete or the server stops answering. */
async function driveUpload(actor: Actor, onAck: () => void): Promise<void> {
  const { client, upload } = actor;
  const entity = `${upload.id}_0_${upload.bytes.length}`;
  while (upload.acked < upload.bytes.length) {
    try {
      const end = Math.min(upload.acked + SLICE, upload.bytes.length);
      const answer = await client.post(
        `/rupload_igphoto/${entity}`,
        upload.bytes.subarray(upload.acked, end),
        sliceHeaders(upload.id, entity, upload.acked, upload.bytes.length),
      );
      if (!answer.ok) throw new Error(`slice refused: ${answer.status} ${await answer.text()}`);
      upload.acked = (await jsonOf<{ offset: number }>(answer)).offset;
      onAck();
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('slice refused')) throw error;
      return;
    }
  }
}

describe(`kill -9 in the middle of writes (${dialect})`, () => {
  it('keeps every acknowledged comment, like, follow and upload slice, once, in a sound database', async () => {
    const acked: Acked = { comments: [], likes: [], follows: [] };
    let acks = 0;
    let killAt: Promise<void> | null = null;
    const live = server!;
    const killLater = () => {
      killAt ??= new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 400))).then(() =>
        live.kill9(),
      );
    };
    const onAck = () => {
      acks += 1;
      if (acks === KILL_AFTER_ACKS) killLater();
    };
    // Should the writes be refused rather than acknowledged, the kill still comes.
    const fallback = setTimeout(killLater, 30_000);
    await Promise.all(actors.flatMap((actor, i) => [driveSocial(actor, i, acked, onAck), driveUpload(actor, onAck)]));
    clearTimeout(fallback);
    await killAt;
    // The kill came mid-stream: uploads were still going.
    expect(actors.some((a) => a.upload.acked < a.upload.bytes.length)).toBe(true);
    expect(acked.comments.length + acked.likes.length + acked.follows.length).toBeGreaterThanOrEqual(10);

    if (dialect === 'sqlite') {
      // Straight after the kill, before the server runs again (opening recovers the WAL).
      const database = await openDatabase({ databaseUrl, dataDir });
      expect(await integrityProblems(database.db, dialect)).toEqual([]);
      await database.close();
    }

    server = await startChildServer({ dataDir, databaseUrl });
    const database = await openDatabase({ databaseUrl, dataDir });
    const { db } = database;
    try {
      for (const comment of acked.comments) {
        const rows = await db
          .selectFrom('comments')
          .select(['id', 'media_id'])
          .where('text', '=', comment.text)
          .execute();
        expect(rows, comment.text).toEqual([{ id: Number(comment.id), media_id: comment.mediaId }]);
      }
      for (const like of acked.likes) {
        const rows = await db
          .selectFrom('likes')
          .select('user_id')
          .where('user_id', '=', like.userId)
          .where('media_id', '=', like.mediaId)
          .execute();
        expect(rows.length, `like ${like.userId} → ${like.mediaId}`).toBe(1);
      }
      for (const follow of acked.follows) {
        const table = follow.isPrivate ? 'follow_requests' : 'follows';
        const [a, b] = follow.isPrivate
          ? (['requester_id', 'target_id'] as const)
          : (['follower_id', 'followee_id'] as const);
        const rows = await db
          .selectFrom(table)
          .select(a)
          .where(a, '=', follow.followerId)
          .where(b, '=', follow.targetId)
          .execute();
        expect(rows.length, `${table} ${follow.followerId} → ${follow.targetId}`).toBe(1);
      }
      // Likes, comments and follows were written with their counters in one transaction.
      expect(await counterProblems(db)).toEqual([]);
      expect(await integrityProblems(db, dialect)).toEqual([]);

      for (const actor of actors) {
        // The same browser after the restart: its session survived, and so did every acknowledged slice.
        actor.client.baseUrl = server.url;
        const { upload } = actor;
        const entity = `${upload.id}_0_${upload.bytes.length}`;
        let offset = (await jsonOf<{ offset: number }>(await actor.client.get(`/rupload_igphoto/${entity}`))).offset;
        expect(offset, actor.name).toBeGreaterThanOrEqual(upload.acked);
        const file = uploadFilePath(dataDir, actor.id, entity);
        if (offset > 0) expect(fs.readFileSync(file).equals(upload.bytes.subarray(0, offset)), actor.name).toBe(true);
        while (offset < upload.bytes.length) {
          const answer = await actor.client.post(
            `/rupload_igphoto/${entity}`,
            upload.bytes.subarray(offset, offset + SLICE),
            sliceHeaders(upload.id, entity, offset, upload.bytes.length),
          );
          expect(answer.status).toBe(200);
          offset = (await jsonOf<{ offset: number }>(answer)).offset;
        }
        expect(fs.readFileSync(file).equals(upload.bytes), actor.name).toBe(true);
      }

      // The inbox written before the crash reads back whole.
      const inbox = await jsonOf<Inbox>(await actors[0]!.client.get('/api/v1/direct_v2/inbox/'));
      const thread = inbox.inbox.threads.find((t) => t.thread_id === String(threadId));
      expect(thread).toBeDefined();
      expect(
        await db.selectFrom('direct_items').select('text').where('thread_id', '=', threadId).execute(),
      ).toHaveLength(3);
      if (process.env.DURABILITY_REPORT)
        console.info(
          `${dialect}: acknowledged ${acked.comments.length} comments, ${acked.likes.length} likes, ` +
            `${acked.follows.length} follows, ${actors.reduce((n, a) => n + a.upload.acked, 0)} upload bytes before the kill`,
        );
    } finally {
      await database.close();
      await server.stop();
    }
  }, 420_000);
});
