import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Test files that replace a module (vi.mock): they need a module graph of their own. Every other
 * file shares its worker's graph (isolate: false): importing the app (fastify, graphql, sharp,
 * every route) again for each file was a third of the run. Each file still builds its own app on
 * its own database (test-support/test-app.ts).
 */
const MOCKING_FILES = (fs.readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(SRC, file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

/** One database's tests, split into shared-graph and isolated files. */
function onDatabase(name: 'sqlite' | 'postgres', suffix: string, extra: object = {}): TestProjectInlineConfiguration[] {
  const test = { include: [`src/**/*${suffix}`], env: { TEST_DB: name }, ...extra };
  const mocking = MOCKING_FILES.filter((file) => file.endsWith(suffix));
  return [
    { extends: true, test: { ...test, name, exclude: MOCKING_FILES, isolate: false } },
    ...(mocking.length ? [{ extends: true, test: { ...test, name: `${name} (isolated)`, include: mocking } }] : []),
  ];
}

// Two databases: everything on SQLite, and the database tests (*.db.test.ts) again on a throwaway
// PostgreSQL cluster, so both dialects pass the same tests.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // vitest's default is one worker fewer than the CPUs: one on a two-core CI machine. The files
    // also wait (PostgreSQL, ffmpeg, child servers), so three keep both cores busy.
    maxWorkers: 3,
    projects: [
      ...onDatabase('sqlite', '.test.ts'),
      ...onDatabase('postgres', '.db.test.ts', {
        globalSetup: ['src/test-support/postgres-global-setup.ts'],
      }),
    ],
  },
});
