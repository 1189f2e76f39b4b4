// Upload throughput: a 10 MB JPEG sent with the resumable upload protocol (offset check, 8 MB
// slices) against a plain POST of the same bytes to a sink on the same server, interleaved.
import sharp from 'sharp';
import { ruploadSlice } from '../support/rupload.mjs';

const SLICE_BYTES = 8 * 1024 * 1024;
export const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS || 5);
const WIDTH = 3000;
const HEIGHT = 3200;

/** A real JPEG of about 10 MB: noise at high quality barely compresses. */
export async function makeLargeJpeg() {
  const width = WIDTH;
  const height = HEIGHT;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = ((i * 2654435761) >>> 24) ^ (i & 0xff);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 97 })
    .toBuffer();
}

/** Sends `bytes` as upload `uploadId` through the resumable protocol, from the offset the server holds. */
export async function resumableUpload(base, auth, bytes, uploadId) {
  const file = { uploadId, totalBytes: bytes.length, type: 'image/jpeg', width: WIDTH, height: HEIGHT };
  const url = `${base}${ruploadSlice(file).path}`;
  const headers = { 'x-csrftoken': auth.csrf, cookie: auth.cookie };
  const { offset: start } = await (await fetch(url, { headers })).json();
  let offset = start;
  while (offset < bytes.length) {
    const slice = bytes.subarray(offset, Math.min(bytes.length, offset + SLICE_BYTES));
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, ...ruploadSlice({ ...file, offset }).headers },
      body: slice,
    });
    if (!response.ok) throw new Error(`upload slice failed: ${response.status} ${await response.text()}`);
    offset = (await response.json()).offset;
  }
}

async function plainPost(base, auth, bytes) {
  const response = await fetch(`${base}/api/v1/web/bench/sink/`, {
    method: 'POST',
    headers: { 'x-csrftoken': auth.csrf, cookie: auth.cookie, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  if (!response.ok) throw new Error(`sink failed: ${response.status}`);
  if ((await response.json()).bytes !== bytes.length) throw new Error('sink did not read every byte');
}

/** Milliseconds `action` takes. */
export async function timed(action) {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

/** The middle of a list of numbers. */
export const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Median seconds per 10 MB for each path and the upload/plain throughput ratio. */
export async function measureUploadThroughput(base, auth) {
  const bytes = await makeLargeJpeg();
  const plain = [];
  const upload = [];
  await plainPost(base, auth, bytes); // warm both paths once
  await resumableUpload(base, auth, bytes, `${Date.now()}0`);
  for (let round = 0; round < ROUNDS; round += 1) {
    plain.push(await timed(() => plainPost(base, auth, bytes)));
    upload.push(await timed(() => resumableUpload(base, auth, bytes, `${Date.now()}${round + 1}`)));
  }
  const plainMs = median(plain);
  const uploadMs = median(upload);
  const mbPerSecond = (ms) => bytes.length / 1024 / 1024 / (ms / 1000);
  return {
    bytes: bytes.length,
    plainMs,
    uploadMs,
    plainMBps: mbPerSecond(plainMs),
    uploadMBps: mbPerSecond(uploadMs),
    ratio: plainMs / uploadMs,
  };
}
