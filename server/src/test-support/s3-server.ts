import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
// s3rver ships no types: the little used here is declared in s3rver.d.ts beside this file.
import S3rver from 's3rver';
import type { S3StorageSettings } from '../media/s3-storage.js';

/** A real S3 protocol server on this machine (s3rver), its data in a throwaway folder. */
export interface TestS3Server {
  /** Settings for a bucket that exists on it. */
  settings: S3StorageSettings;
  /** Settings for another bucket, created empty on it. */
  bucket(name: string): S3StorageSettings;
  /** Stops answering (connections refused), keeping every object. */
  pause(): Promise<void>;
  /** Answers again on the same port, with the objects it had. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** Settings for a bucket on the s3rver at `endpoint`, with the credentials it checks signatures with. */
export function s3rverBucket(endpoint: string, name: string): S3StorageSettings {
  return {
    endpoint,
    bucket: name,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
}

/**
 * Starts s3rver on a free port with the buckets named (the first one is `settings.bucket`). The
 * credentials are the ones s3rver checks signatures with.
 */
export async function startTestS3Server(buckets: string[] = ['lumen-media']): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-s3-'));
  const serve = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: buckets.map((name) => ({ name })),
    });
  let server: S3rver | null = serve(0);
  const address = (await server.run()) as AddressInfo;
  const bucket = (name: string) => s3rverBucket(`http://127.0.0.1:${address.port}`, name);
  return {
    settings: bucket(buckets[0]!),
    bucket,
    async pause() {
      await server?.close();
      server = null;
    },
    async resume() {
      server = serve(address.port);
      await server.run();
    },
    async close() {
      await server?.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The S3_* settings that start a server on a bucket (docs/operating.md#where-files-are-stored). */
export function s3Env(settings: S3StorageSettings): Record<string, string> {
  return {
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_BUCKET: settings.bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  };
}
