import fs from 'node:fs';
import path from 'node:path';
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

/** Every file under the media root's uploaded-media folders (m/ posts, a/ avatars). */
export function storedFiles(server: TestServer): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(path.join(localMediaRoot(server.deps.storage), 'm'));
  walk(path.join(localMediaRoot(server.deps.storage), 'a'));
  return files;
}

/** The stored file behind a /media/ URL. */
export function fileOfUrl(server: TestServer, url: string): string {
  return path.join(localMediaRoot(server.deps.storage), url.replace(/^.*\/media\//, ''));
}

/** The folder of a local-folder storage; tests that look at files on the disk need one. */
export function localMediaRoot(storage: MediaStorage): string {
  if (!('root' in storage) || typeof storage.root !== 'string')
    throw new Error('This test reads the local media folder.');
  return storage.root;
}
