// Object storage against the local folder for `npm run bench` (docs/performance.md#object-storage):
// two fresh servers that differ only in where they keep stored files, one on a media folder and
// one on a bucket of a real S3 protocol server on this machine (s3rver, as stack mode's --s3).
//  - upload throughput: a 10 MB JPEG through the resumable protocol, median of rounds, interleaved
//    folder then bucket; on the bucket every slice is an object of its own;
//  - media read p99: one published photo's largest rendition read through the server's /media/
//    at 10 connections, interleaved folder, bucket, folder.
import fs from 'node:fs';
import path from 'node:path';
import { startS3Server } from '../../scripts/stack-s3.mjs';
import { startServer, stopServer, waitFor } from './bench-server.mjs';
import { load } from './http-load.mjs';
import { openSession } from './session.mjs';
import { ROUNDS, makeLargeJpeg, median, resumableUpload, timed } from './upload-bench.mjs';

const BUCKET = 'lumen-bench';

/** Signs up a fresh account on `base` and answers its logged-in session. */
async function freshAccount(base) {
  const visitor = await openSession(base, null, null);
  const username = `bench_${Date.now().toString(36)}`;
  const created = await fetch(`${base}/api/v1/web/accounts/web_create_ajax/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-csrftoken': visitor.csrf,
      cookie: visitor.cookie,
    },
    body: new URLSearchParams({
      email: `${username}@example.org`,
      full_name: 'Bench',
      username,
      password: 'bench-pass-1',
    }),
  });
  if (!created.ok) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  return openSession(base, username, 'bench-pass-1');
}

/** Publishes an upload as a photo post; answers the URL of its largest rendition. */
async function publish(base, auth, uploadId) {
  const posted = await fetch(`${base}/api/v1/media/configure/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': auth.csrf, cookie: auth.cookie },
    body: new URLSearchParams({ upload_id: uploadId, caption: 'bench' }),
  });
  if (!posted.ok) throw new Error(`publish failed: ${posted.status} ${await posted.text()}`);
  const { media } = await posted.json();
  return new URL(media.image_versions2.candidates[0].url, base).href;
}

/** Runs both servers (ports `port` and `port + 1`, the S3 server on `port + 2`) and measures. */
export async function measureObjectStorage(root, port) {
  const work = path.join(root, '.bench', 'object-storage');
  fs.rmSync(work, { recursive: true, force: true });
  const s3 = await startS3Server({ port: port + 2, bucket: BUCKET, folder: path.join(work, 's3') });
  const env = { SEED_DEMO: 'false', SIGNUPS_PER_HOUR: '1000' };
  const bucketEnv = {
    S3_ENDPOINT: `http://localhost:${s3.port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const servers = [
    {
      name: 'folder',
      base: `http://localhost:${port}`,
      child: startServer(root, port, path.join(work, 'folder'), env),
    },
    {
      name: 'bucket',
      base: `http://localhost:${port + 1}`,
      child: startServer(root, port + 1, path.join(work, 'bucket'), { ...env, ...bucketEnv }),
    },
  ];
  try {
    for (const server of servers) {
      await waitFor(`${server.base}/healthz`, 120_000);
      server.auth = await freshAccount(server.base);
      server.uploadMs = [];
    }
    const bytes = await makeLargeJpeg();
    let uploads = 0;
    const upload = (server) => resumableUpload(server.base, server.auth, bytes, `${Date.now()}${(uploads += 1)}`);
    // One upload each to warm up, published: its rendition is what the read load asks for.
    for (const server of servers) {
      const uploadId = `${Date.now()}${(uploads += 1)}`;
      await resumableUpload(server.base, server.auth, bytes, uploadId);
      server.mediaUrl = await publish(server.base, server.auth, uploadId);
    }
    for (let round = 0; round < ROUNDS; round += 1)
      for (const server of servers) server.uploadMs.push(await timed(() => upload(server)));
    const [folder, bucket] = servers;
    const mbPerSecond = (ms) => bytes.length / 1024 / 1024 / (ms / 1000);
    const read = async (server) => {
      const result = await load({ url: server.mediaUrl });
      return {
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requests.average,
        errors: result.non2xx + result.errors,
      };
    };
    const folderA = await read(folder);
    const bucketRead = await read(bucket);
    const folderB = await read(folder);
    const folderRead = {
      p50: (folderA.p50 + folderB.p50) / 2,
      p99: (folderA.p99 + folderB.p99) / 2,
      rps: (folderA.rps + folderB.rps) / 2,
      errors: folderA.errors + folderB.errors,
    };
    const readBytes = (await (await fetch(folder.mediaUrl)).arrayBuffer()).byteLength;
    return {
      uploadBytes: bytes.length,
      folderUploadMBps: mbPerSecond(median(folder.uploadMs)),
      bucketUploadMBps: mbPerSecond(median(bucket.uploadMs)),
      uploadRatio: median(folder.uploadMs) / median(bucket.uploadMs),
      readBytes,
      folderRead,
      bucketRead,
      readP99Ratio: bucketRead.p99 / Math.max(folderRead.p99, 1),
    };
  } finally {
    for (const server of servers) await stopServer(server.child);
    s3.stop();
  }
}
