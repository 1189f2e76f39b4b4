import { expect } from 'vitest';
import type { MediaStorage } from '../media/storage.js';
import type { TestServer } from './test-app.js';
import type { TestClient } from './test-client.js';

/** Test helpers for the creation calls (used by the *.db.test.ts files of uploads and configure). */

export function sliceHeaders(
  uploadId: string,
  entity: string,
  offset: number,
  length: number,
  options: { mediaType?: 1 | 2; type?: string } = {},
) {
  return {
    'content-type': 'application/octet-stream',
    offset: String(offset),
    'x-entity-length': String(length),
    'x-entity-name': entity,
    'x-entity-type': options.type ?? 'image/jpeg',
    'x-instagram-rupload-params': JSON.stringify({
      media_type: options.mediaType ?? 1,
      upload_id: uploadId,
      upload_media_width: 1,
      upload_media_height: 1,
    }),
  };
}

/** Uploads a whole file in slices; expects every slice accepted. */
export async function uploadAll(
  client: TestClient,
  uploadId: string,
  bytes: Buffer,
  options: { sliceSize?: number; mediaType?: 1 | 2 } = {},
): Promise<string> {
  const entity = `${uploadId}_0_${bytes.length}`;
  const base = options.mediaType === 2 ? '/rupload_igvideo' : '/rupload_igphoto';
  const sliceSize = options.sliceSize ?? 64 * 1024;
  for (let offset = 0; offset < bytes.length; offset += sliceSize) {
    const slice = bytes.subarray(offset, Math.min(bytes.length, offset + sliceSize));
    const response = await client.post(`${base}/${entity}`, Buffer.from(slice), {
      headers: sliceHeaders(uploadId, entity, offset, bytes.length, { mediaType: options.mediaType }),
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return entity;
}

/** Posts a JSON body (configure_sidecar). */
export function postJson(client: TestClient, url: string, body: unknown) {
  return client.post(url, Buffer.from(JSON.stringify(body)), { headers: { 'content-type': 'application/json' } });
}

/** Rows in a table. */
export async function countRows(server: TestServer, table: 'media' | 'media_children' | 'usertags' | 'uploads') {
  const row = await server.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every stored key under `prefix`, read through the storage (the media folder or a bucket). */
export async function storedKeys(storage: MediaStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list(prefix)) keys.push(key);
  return keys;
}

/** Every stored file of uploaded media (m/ posts, a/ avatars). */
export async function storedFiles(server: TestServer): Promise<string[]> {
  return [...(await storedKeys(server.deps.storage, 'm')), ...(await storedKeys(server.deps.storage, 'a'))];
}

/** The storage key behind a /media/ URL. */
export const keyOfUrl = (url: string) => url.replace(/^.*\/media\//, '');

/** A stored file's bytes, read through the storage; fails when there is none. */
export async function storedFile(storage: MediaStorage, key: string): Promise<Buffer> {
  const bytes = await storage.read(key);
  if (!bytes) throw new Error(`Nothing is stored at ${key}`);
  return bytes;
}

/** The stored bytes behind a /media/ URL. */
export const storedBytes = (server: TestServer, url: string) => storedFile(server.deps.storage, keyOfUrl(url));
