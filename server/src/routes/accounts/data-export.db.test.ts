import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDownloadStatusSchema } from 'shared-contracts/schemas';
import type { DataDownloadStatus } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makeUser } from '../../test-support/fixtures.js';
import { makeAvatar, makePostWithOwnImage, makeThread } from '../../test-support/own-data-fixtures.js';
import { readZip, unzipTestsClean, type ReadZipEntry } from '../../test-support/zip-reader.js';
import { storedVersions } from '../../domain/media/stored-media.js';
import {
  createDataExportService,
  DATA_EXPORT_INTERVAL_MS,
  DATA_EXPORT_TTL_MS,
} from '../../domain/own-data/data-exports.js';

const STATUS = '/api/v1/accounts/download_data/';
const ARCHIVE = '/api/v1/accounts/download_data/archive/';

let server: TestServer;
let owner: TestClient;
let neighbour: TestClient;
let ownerId = 0;
let ownerPostKey = '';

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const ownerUser = await makeUser(db, 'owner', { isPrivate: true });
  ownerId = ownerUser.id;
  // The neighbour is private too, follows the owner and is followed back: its private posts and
  // comments are visible to the owner in the product, and still never belong in the owner's archive.
  const neighbourUser = await makeUser(db, 'neighbour', { isPrivate: true });
  const stranger = await makeUser(db, 'stranger');
  await makeFollow(db, neighbourUser.id, ownerUser.id);
  await makeFollow(db, ownerUser.id, neighbourUser.id);
  await makeFollow(db, stranger.id, ownerUser.id);
  const ownerPost = await makePostWithOwnImage(db, storage, ownerUser.id, 'Autumn blend ☕ #coffee', {
    location: { name: 'Old Town Café', lat: 48.2, lng: 16.37 },
  });
  ownerPostKey = [...storedVersions(ownerPost)].sort((a, b) => b.width - a.width)[0]!.key;
  await makeAvatar(db, storage, ownerUser.id, 'a/owner-avatar');
  const neighbourPost = await makePostWithOwnImage(db, storage, neighbourUser.id, 'neighbour secret caption', {
    colour: '#27ae60',
  });
  await makeThread(
    db,
    neighbourUser.id,
    [neighbourUser.id, ownerUser.id],
    [
      [neighbourUser.id, 'are you coming tonight?'],
      [ownerUser.id, 'yes, at eight'],
    ],
  );
  // A thread the owner is not in: never in the owner's archive.
  await makeThread(db, neighbourUser.id, [neighbourUser.id, stranger.id], [[neighbourUser.id, 'not for the owner']]);

  owner = new TestClient(server.app);
  await owner.login('owner', 'password1');
  neighbour = new TestClient(server.app);
  await neighbour.login('neighbour', 'password1');
  const add = (client: TestClient, mediaId: number, text: string) =>
    client.post(`/api/v1/web/comments/${mediaId}/add/`, { comment_text: text });
  expect((await add(owner, neighbourPost.id, 'owner on neighbour post')).statusCode).toBe(200);
  expect((await add(neighbour, neighbourPost.id, 'neighbour private comment')).statusCode).toBe(200);
  expect((await add(neighbour, ownerPost.id, 'neighbour on owner post')).statusCode).toBe(200);
});
afterAll(() => server.close());

/** Asks for the status until the build is no longer pending (the build runs in the background). */
async function settledStatus(client: TestClient): Promise<DataDownloadStatus> {
  for (let i = 0; i < 400; i += 1) {
    const status = DataDownloadStatusSchema.parse((await client.get(STATUS)).json());
    if (status.download?.state !== 'pending') return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the archive never finished');
}

function entry(entries: readonly ReadZipEntry[], name: string): ReadZipEntry {
  const found = entries.find((e) => e.name === name);
  if (!found) throw new Error(`${name} is not in the archive`);
  return found;
}

const json = (entries: readonly ReadZipEntry[], name: string): unknown =>
  JSON.parse(entry(entries, name).data.toString('utf8'));

describe('download your information', () => {
  it('needs a session for every call, and CSRF to ask', async () => {
    const visitor = new TestClient(server.app);
    expect((await visitor.get(STATUS)).statusCode).toBe(401);
    expect((await visitor.post(STATUS)).statusCode).toBe(401);
    expect((await visitor.get(ARCHIVE)).statusCode).toBe(401);
    expect((await owner.post(STATUS, {}, { csrf: false })).statusCode).toBe(403);
    const none = DataDownloadStatusSchema.parse((await owner.get(STATUS)).json());
    expect(none).toEqual({ download: null, next_request_at: null, status: 'ok' });
    expect((await owner.get(ARCHIVE)).statusCode).toBe(404);
  });

  it("builds a zip of the account's own posts, media, comments, messages and follows, and nothing private of others", async () => {
    const started = await owner.post(STATUS);
    expect(started.statusCode).toBe(200);
    expect(DataDownloadStatusSchema.parse(started.json()).download?.state).toBe('pending');
    const status = await settledStatus(owner);
    expect(status.download).toMatchObject({ state: 'ready' });
    expect(status.download?.expires_at).toBe((status.download?.ready_at ?? 0) + DATA_EXPORT_TTL_MS);

    const download = await owner.get(ARCHIVE);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="lumen-owner-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const archive = download.rawPayload;
    expect(archive.length).toBe(status.download?.size_bytes);
    const file = path.join(server.deps.config.dataDir, 'downloaded.zip');
    fs.writeFileSync(file, archive);
    expect(unzipTestsClean(file)).not.toBe(false);

    const entries = readZip(archive);
    const names = entries.map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'posts.json',
        'comments.json',
        'messages.json',
        'followers.json',
        'following.json',
        'media/profile/picture.webp',
      ]),
    );
    expect(json(entries, 'account.json')).toMatchObject({
      username: 'owner',
      email: 'owner@example.com',
      is_private: true,
    });
    const posts = json(entries, 'posts.json') as Array<{ caption: string; location: unknown; media: string[] }>;
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      caption: 'Autumn blend ☕ #coffee',
      location: { name: 'Old Town Café', lat: 48.2, lng: 16.37 },
    });
    const mediaName = posts[0]!.media[0]!;
    expect(entry(entries, mediaName).data.equals((await server.deps.storage.read(ownerPostKey))!)).toBe(true);
    expect(json(entries, 'comments.json')).toEqual([
      expect.objectContaining({
        text: 'owner on neighbour post',
        post: expect.objectContaining({ owner: 'neighbour' }),
      }),
    ]);
    const messages = json(entries, 'messages.json') as Array<{
      members: string[];
      messages: Array<{ from: string; text: string }>;
    }>;
    expect(messages).toHaveLength(1);
    expect(messages[0]!.members).toEqual(['neighbour', 'owner']);
    expect(messages[0]!.messages.map((m) => [m.from, m.text])).toEqual([
      ['neighbour', 'are you coming tonight?'],
      ['owner', 'yes, at eight'],
    ]);
    expect((json(entries, 'followers.json') as Array<{ username: string }>).map((f) => f.username).sort()).toEqual([
      'neighbour',
      'stranger',
    ]);
    expect((json(entries, 'following.json') as Array<{ username: string }>).map((f) => f.username)).toEqual([
      'neighbour',
    ]);

    // Nothing of the neighbour's own content: no caption, no comment, no media, no other thread.
    const everything = entries.map((e) => e.data.toString('latin1')).join('\n');
    for (const secret of [
      'neighbour secret caption',
      'neighbour private comment',
      'neighbour on owner post',
      'not for the owner',
    ])
      expect(everything, secret).not.toContain(secret);
    expect(names.filter((name) => name.startsWith('media/posts/'))).toEqual([mediaName]);
  });

  it('serves the archive only to its owner: another account gets its own (none), never this one', async () => {
    expect((await neighbour.get(ARCHIVE)).statusCode).toBe(404);
    expect(DataDownloadStatusSchema.parse((await neighbour.get(STATUS)).json()).download).toBeNull();
    // The archive path takes no id: a query or a path with the owner's id changes nothing.
    expect((await neighbour.get(`${ARCHIVE}?user_id=${ownerId}`)).statusCode).toBe(404);
    expect((await neighbour.get(`${ARCHIVE}${ownerId}/`)).statusCode).toBe(404);
  });

  it('allows one request an hour per account: a second one answers 429 with Retry-After', async () => {
    const again = await owner.post(STATUS);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error_id: 'rate_limited' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    const status = DataDownloadStatusSchema.parse((await owner.get(STATUS)).json());
    expect(status.next_request_at).toBe((status.download?.requested_at ?? 0) + DATA_EXPORT_INTERVAL_MS);
    // The limit is the account's: another account may still ask.
    expect((await neighbour.post(STATUS)).statusCode).toBe(200);
    await settledStatus(neighbour);
  });

  it('accepts a new request after the hour, replaces the older archive, and removes expired ones', async () => {
    const { db, storage, config } = server.deps;
    const service = createDataExportService({ db, storage, dataDir: config.dataDir, log: () => undefined });
    const user = await db.selectFrom('users').selectAll().where('id', '=', ownerId).executeTakeFirstOrThrow();
    const first = await service.archive(user);
    const later = Date.now() + DATA_EXPORT_INTERVAL_MS + 1;
    await service.request(user, later);
    await service.idle();
    const second = await service.archive(user, later);
    expect(second.key).not.toBe(first.key);
    expect(await storage.has(first.key)).toBe(false);
    expect(await service.sweep(later + DATA_EXPORT_TTL_MS + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await storage.has(second.key)).toBe(false);
    await expect(service.archive(user)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('sweeps stored archives that no row claims, and the data folder where older versions kept them', async () => {
    const { db, storage, config } = server.deps;
    const service = createDataExportService({ db, storage, dataDir: config.dataDir, log: () => undefined });
    const user = await db.selectFrom('users').selectAll().where('username', '=', 'neighbour').executeTakeFirstOrThrow();
    await service.request(user, Date.now() + 5 * DATA_EXPORT_INTERVAL_MS);
    await service.idle();
    const kept = await service.archive(user, Date.now() + 5 * DATA_EXPORT_INTERVAL_MS);
    const stray = `${path.posix.dirname(kept.key)}/f00dfeedf00dfeedf00dfeedf00dfeed.zip`;
    await storage.put(stray, Buffer.from('an archive whose row is gone'));
    await storage.put(`exports/${ownerId}/0123456789abcdef0123456789abcdef.zip`, Buffer.from('another'));
    const legacy = path.join(config.dataDir, 'exports', String(ownerId));
    fs.mkdirSync(legacy, { recursive: true });
    fs.writeFileSync(path.join(legacy, 'old.zip'), 'written by an older version');
    await service.sweep();
    expect(await storage.has(stray)).toBe(false);
    expect(await storage.has(`exports/${ownerId}/0123456789abcdef0123456789abcdef.zip`)).toBe(false);
    expect(fs.existsSync(path.join(config.dataDir, 'exports'))).toBe(false);
    expect(await storage.has(kept.key)).toBe(true);
  });

  it('keeps an archive under its caps: media that do not fit are left out and named in README.txt', async () => {
    const { db, storage, config } = server.deps;
    const user = await db.selectFrom('users').selectAll().where('id', '=', ownerId).executeTakeFirstOrThrow();
    const build = async (limits: { maxBytes: number; maxMediaFiles: number }, at: number) => {
      const service = createDataExportService({ db, storage, dataDir: config.dataDir, limits, log: () => undefined });
      await service.request(user, at);
      await service.idle();
      const ready = await service.archive(user);
      const entries = readZip((await storage.read(ready.key))!);
      return {
        media: entries.filter((e) => e.name.startsWith('media/')).map((e) => e.name),
        readme: entry(entries, 'README.txt').data.toString('utf8'),
        size: ready.sizeBytes,
      };
    };
    // One media file allowed: the profile picture goes in, the post's photo is named instead.
    const byCount = await build({ maxBytes: 1024 ** 3, maxMediaFiles: 1 }, Date.now() + 3 * DATA_EXPORT_INTERVAL_MS);
    expect(byCount.media).toEqual(['media/profile/picture.webp']);
    expect(byCount.readme).toMatch(/Left out because the archive reached its size limit[^]*media\/posts\/\S+\.webp/);
    // A byte cap below what the JSON files take: no media at all, and the JSON still complete.
    const bySize = await build({ maxBytes: 1, maxMediaFiles: 100 }, Date.now() + 5 * DATA_EXPORT_INTERVAL_MS);
    expect(bySize.media).toEqual([]);
    expect(bySize.readme).toMatch(/media\/profile\/picture\.webp/);
  });
});
