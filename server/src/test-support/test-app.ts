import { createLocalRealtimeHub } from '../realtime/realtime-hub.js';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { openStorage } from '../media/open-storage.js';
import { onBucket, removeTestBucket, testBucketEnv } from './test-bucket.js';
import { createMediaUrls } from '../domain/media-urls.js';
import { ensureDefaultAssets } from '../media/default-assets.js';
import { createMediaJobs } from '../media/media-jobs.js';
import { buildApp } from '../app.js';
import { createAppTranscoder } from '../domain/transcoding/app-transcoder.js';
import type { AppDeps } from '../deps.js';
import { createMailOutbox } from '../mail/outbox.js';
import { createMailer } from '../mail/mailer.js';

/** A server on a fresh database (SQLite or PostgreSQL per TEST_DB) with its own data folder. */
export interface TestServer {
  app: FastifyInstance;
  deps: AppDeps;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/** Creates a PostgreSQL database on the test cluster (a copy of `template`) and returns its URL. */
async function createPostgresDatabase(template?: string): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `lumen_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty PostgreSQL database on the test cluster and returns its URL. */
export function freshPostgresDatabase(): Promise<string> {
  return createPostgresDatabase();
}

/**
 * A PostgreSQL database already at the latest migration: a copy of the one the global setup
 * migrated (postgres-global-setup.ts). openDatabase still checks and finds nothing to apply.
 */
function migratedPostgresDatabase(): Promise<string> {
  return createPostgresDatabase(inject('postgresTemplateDatabase'));
}

/**
 * Starts a test server; call close() in afterAll. Its files are in a folder of its own, or, in the
 * projects with TEST_STORAGE=s3 (vitest.config.ts), in a fresh bucket of the run's S3 server; a
 * test that names a bucket itself (S3_* in `env`) gets that one.
 */
export async function createTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-test-'));
  const databaseUrl = process.env.TEST_DB === 'postgres' ? await migratedPostgresDatabase() : null;
  const bucketEnv = onBucket && !env.S3_BUCKET ? await testBucketEnv() : {};
  const config = { ...loadConfig({ SERVE_FRONTEND: 'false', ...bucketEnv, ...env }), dataDir, databaseUrl };
  const database = await openDatabase({ databaseUrl, dataDir });
  // The media folder, or the bucket that S3_* settings in `env` name (as the server starts).
  const storage = await openStorage({ mediaDir: path.join(dataDir, 'media'), objectStorage: config.objectStorage });
  await ensureDefaultAssets(storage);
  const realtime = createLocalRealtimeHub();
  const deps: AppDeps = {
    ...database,
    config,
    storage,
    urls: createMediaUrls(''),
    mediaJobs: createMediaJobs(),
    realtime,
    // Started as in production; a test waits for queued videos with `deps.transcoder.idle()`.
    transcoder: createAppTranscoder(database.db, storage, realtime),
    // Without SMTP_URL in `env` mails go nowhere; a test that reads mail passes a real SMTP server's URL.
    mail: createMailOutbox(
      database.db,
      createMailer(config, () => undefined),
      () => undefined,
    ),
  };
  deps.transcoder.start();
  const app = await buildApp(deps);
  return {
    app,
    deps,
    dialect: database.dialect,
    async close() {
      await deps.transcoder.stop();
      await deps.mail.stop();
      await app.close();
      await database.close();
      if (bucketEnv.S3_BUCKET) await removeTestBucket(config.objectStorage!);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
