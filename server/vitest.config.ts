import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/** Every test file, as `src/...` paths. */
const TEST_FILES = (fs.readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

/**
 * Test files that replace a module (vi.mock): they need a module graph of their own. Every other
 * file shares its worker's graph (isolate: false): importing the app (fastify, graphql, sharp,
 * every route) again for each file was a third of the run. Each file still builds its own app on
 * its own database (test-support/test-app.ts).
 */
const MOCKING_FILES = TEST_FILES.filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(SRC, '..', file), 'utf8')),
);

const isDbTest = (file: string) => file.endsWith('.db.test.ts');

/**
 * One project's files on one database and storage, split into shared-graph and isolated files.
 * TEST_STORAGE=s3 puts every test server on a fresh bucket of the run's S3 server (test-app.ts).
 */
function project(
  name: string,
  select: (file: string) => boolean,
  where: { db: 'sqlite' | 'postgres'; storage: 'folder' | 's3' },
): TestProjectInlineConfiguration[] {
  const files = TEST_FILES.filter(select);
  const globalSetup = [
    ...(where.db === 'postgres' ? ['src/test-support/postgres-global-setup.ts'] : []),
    ...(where.storage === 's3' ? ['src/test-support/s3-global-setup.ts'] : []),
  ];
  const test = { env: { TEST_DB: where.db, TEST_STORAGE: where.storage }, globalSetup };
  const mocking = files.filter((file) => MOCKING_FILES.includes(file));
  const shared = files.filter((file) => !MOCKING_FILES.includes(file));
  return [
    { extends: true, test: { ...test, name, include: shared, isolate: false } },
    ...(mocking.length ? [{ extends: true, test: { ...test, name: `${name} (isolated)`, include: mocking } }] : []),
  ];
}

// Two databases and two storages (docs/architecture.md#tests): every file on SQLite with a media
// folder; every database test (*.db.test.ts) again on a throwaway PostgreSQL cluster with its files
// in buckets of a real S3 protocol server (s3rver). So every storage test passes on both backends
// and both databases, each backend with one database. The two cross projects (SQLite on a bucket,
// PostgreSQL on a folder) were dropped to keep npm test within its budget: they re-ran the 31
// storage files (449 s summed over files in one CI run) for a pairing the code does not have, the
// storage being chosen apart from the database (media/open-storage.ts).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // vitest's default is one worker fewer than the CPUs: one on a two-core CI machine. The files
    // also wait (PostgreSQL, ffmpeg, child servers), so three keep both cores busy.
    maxWorkers: 3,
    projects: [
      ...project('sqlite', () => true, { db: 'sqlite', storage: 'folder' }),
      ...project('postgres', isDbTest, { db: 'postgres', storage: 's3' }),
    ],
  },
});
