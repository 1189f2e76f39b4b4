import crypto from 'node:crypto';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { createS3Storage, s3Client, type S3StorageSettings } from '../media/s3-storage.js';
import { s3Env, s3rverBucket } from './s3-server.js';

/** Whether this project keeps the test servers' files in buckets (TEST_STORAGE=s3, vitest.config.ts). */
export const onBucket = process.env.TEST_STORAGE === 's3';

/**
 * The S3_* settings of a new, empty bucket on the run's S3 server (s3-global-setup.ts): one per
 * test server, so no test sees another's objects.
 */
export async function testBucketEnv(): Promise<Record<string, string>> {
  const settings = s3rverBucket(inject('s3Endpoint'), `lumen-test-${crypto.randomBytes(6).toString('hex')}`);
  const client = s3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return s3Env(settings);
}

/** Empties and deletes a bucket made by testBucketEnv, so a run does not fill the disk. */
export async function removeTestBucket(settings: S3StorageSettings): Promise<void> {
  const storage = createS3Storage(settings);
  const top = new Set<string>();
  for await (const { key } of storage.list('')) top.add(key.split('/')[0]!);
  for (const prefix of top) await storage.removePrefix(prefix);
  await storage.client.send(new DeleteBucketCommand({ Bucket: settings.bucket }));
  storage.client.destroy();
}
