import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'non-scoped' } },
  },
});
