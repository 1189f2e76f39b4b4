import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  // Entries import each other by the package's name (see tsconfig.json): in tests that is the
  // source, so one copy of every module is loaded.
  resolve: {
    alias: [
      { find: /^shared-client$/, replacement: `${src}/index.ts` },
      { find: /^shared-client\/(.+)$/, replacement: `${src}/$1/index.ts` },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'non-scoped' } },
  },
});
