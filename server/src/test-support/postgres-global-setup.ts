import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
// The cluster helper is shared with stack mode (plain JS at the repository root).
import { startThrowawayPostgres } from '../../../scripts/throwaway-postgres.mjs';
import { openDatabase } from '../db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** A database holding every migration, copied by createTestServer (test-app.ts). */
    postgresTemplateDatabase: string;
  }
}

const TEMPLATE = 'lumen_test_template';

/**
 * Migrates one database that each test server copies (CREATE DATABASE ... TEMPLATE), so the
 * migrations run once per run instead of once per test file on PostgreSQL.
 */
async function createMigratedTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: path.join(os.tmpdir(), TEMPLATE) });
  await database.close();
}

interface Shared {
  adminUrl: string;
  stop: () => void;
}

/**
 * The cluster of this run, shared by the projects that use this setup; stopped after the last.
 * vitest loads a global setup once per project, so the state lives on globalThis, not the module.
 */
const run = ((globalThis as { [key: symbol]: { shared: Promise<Shared> | null; users: number } })[
  Symbol.for('lumen.test.postgres')
] ??= { shared: null, users: 0 });

async function startCluster(): Promise<Shared> {
  const cluster = process.env.TEST_POSTGRES_URL ? null : await startThrowawayPostgres();
  const adminUrl = process.env.TEST_POSTGRES_URL ?? cluster!.url;
  await createMigratedTemplate(adminUrl);
  return { adminUrl, stop: () => cluster?.stop() };
}

/** Starts one throwaway PostgreSQL cluster for the run (or uses TEST_POSTGRES_URL), stops it after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  run.users += 1;
  run.shared ??= startCluster();
  const { adminUrl } = await run.shared;
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplateDatabase', TEMPLATE);
  return async () => {
    run.users -= 1;
    if (run.users === 0) (await run.shared)?.stop();
  };
}
