import { defineConfig } from 'vitest/config';

// Two projects: everything on SQLite, and the database tests (*.db.test.ts) again on a throwaway
// PostgreSQL cluster, so both dialects pass the same tests.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'sqlite', include: ['src/**/*.test.ts'], env: { TEST_DB: 'sqlite' } },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.db.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['src/test-support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
