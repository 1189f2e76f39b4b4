import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The ui and queries entries import the main entry by name (see tsconfig.json): in tests that is
  // the source, so one copy of every module is loaded.
  resolve: {
    alias: [{ find: /^shared-contracts$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.mjs'],
    environment: 'node',
    // As the frontends (build/vitest-frontend.mjs): its jsdom files set their environment up once
    // per worker instead of once per forked file.
    pool: 'vmThreads',
    // Two workers, so each file gets its own context (see the root vitest.config.mjs).
    maxWorkers: 2,
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'non-scoped' } },
  },
});
