import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, MediaRow } from '../db/schema.js';
import type { MediaStorage } from '../media/storage.js';
import { makePost, makeRichPost } from './fixtures.js';

/** The stored files of a post made by makePostWithOwnFiles, as /media/ paths. */
export interface PostFiles {
  post: MediaRow;
  /** Every file of the post: renditions (or the poster's), and for videos the MP4s and HLS files. */
  urls: string[];
}

/** Bytes that stand for a file: static serving does not care what is inside. */
function fakeBytes(label: string): Buffer {
  return Buffer.from(`${label} ${crypto.randomBytes(8).toString('hex')}`);
}

/**
 * A post with files of its own under a fresh prefix, laid out as the pipelines store them
 * (makePost shares one image between every post, which cannot tell whose files are whose):
 * a photo (`m/x/{w}.webp`), a video (poster `m/x/poster/{w}.webp`, `m/x/{w}.mp4`,
 * `m/x/hls/master.m3u8`, `m/x/hls/{w}/…`), or a carousel (each item under its own prefix).
 */
export async function makePostWithOwnFiles(
  db: Kysely<DB>,
  storage: MediaStorage,
  ownerId: number,
  kind: 'photo' | 'video' | 'carousel',
  caption = 'a post with its own files',
): Promise<PostFiles> {
  const prefix = `m/${crypto.randomBytes(9).toString('base64url')}`;
  const imageKey = kind === 'video' ? `${prefix}/poster` : prefix;
  const renditions = [{ width: 64, height: 48, key: `${imageKey}/64.webp` }];
  const base =
    kind === 'carousel'
      ? await makeRichPost(db, storage, ownerId, Date.now(), { caption, children: 2 })
      : await makePost(db, storage, ownerId, Date.now(), caption);
  const keys = renditions.map((r) => r.key);
  const video =
    kind === 'video'
      ? {
          media_type: 2,
          product_type: 'clips',
          video_versions: JSON.stringify([{ width: 64, height: 48, key: `${prefix}/64.mp4` }]),
          video_hls_key: `${prefix}/hls/master.m3u8`,
          video_duration: 3,
        }
      : {};
  if (kind === 'video') keys.push(`${prefix}/64.mp4`, `${prefix}/hls/master.m3u8`, `${prefix}/hls/64/segment0.ts`);
  await db
    .updateTable('media')
    .set({ image_key: imageKey, image_versions: JSON.stringify(renditions), ...video })
    .where('id', '=', base.id)
    .execute();
  if (kind === 'carousel') {
    const children = await db.selectFrom('media_children').select('id').where('media_id', '=', base.id).execute();
    for (const child of children) {
      const childPrefix = `m/${crypto.randomBytes(9).toString('base64url')}`;
      const key = `${childPrefix}/64.webp`;
      await db
        .updateTable('media_children')
        .set({ image_key: childPrefix, image_versions: JSON.stringify([{ width: 64, height: 48, key }]) })
        .where('id', '=', child.id)
        .execute();
      keys.push(key);
    }
  }
  for (const key of keys) await storage.put(key, fakeBytes(key));
  const post = await db.selectFrom('media').selectAll().where('id', '=', base.id).executeTakeFirstOrThrow();
  return { post, urls: keys.map((key) => `/media/${key}`) };
}

/** Gives a user an avatar of their own (`a/{id}/{random}/150.webp` and 320), as uploading one does. */
export async function makeAvatar(db: Kysely<DB>, storage: MediaStorage, userId: number): Promise<string[]> {
  const prefix = `a/${userId}/${crypto.randomBytes(9).toString('base64url')}`;
  const keys = [`${prefix}/150.webp`, `${prefix}/320.webp`];
  for (const key of keys) await storage.put(key, fakeBytes(key));
  await db.updateTable('users').set({ avatar_key: prefix }).where('id', '=', userId).execute();
  return keys.map((key) => `/media/${key}`);
}
