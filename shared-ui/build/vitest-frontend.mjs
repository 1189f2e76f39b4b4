// The unit-test set-up of the shell and every remote, in one place: jsdom, CSS modules by their
// local names, and the set-up file below.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The vitest configuration of a frontend package (tests beside the code in src/). */
export function frontendTestConfig() {
  return defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      environment: 'jsdom',
      // jsdom is loaded once per worker and each file gets its own window in a fresh VM context;
      // the default (a forked process per file) loaded jsdom again for every file, about 3 s of
      // 'environment' a file and most of the unit step's time.
      pool: 'vmThreads',
      // Two workers even on two cores, as in the root config: with one, vitest 4 runs all the
      // files in one context and module mocks leak between them (vitest.config.mjs says more).
      maxWorkers: 2,
      // A test's bound, not a timing check: on a loaded machine (the unit step beside the typecheck)
      // a render and its answers took over the default 5 s once (the likers list, in CI).
      testTimeout: 20_000,
      setupFiles: [fileURLToPath(new URL('./vitest-frontend-setup.mjs', import.meta.url))],
      css: { include: /\.module\.css$/, modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}

/**
 * The vitest configuration of a shared package (`name`, its folder `packageUrl`). Its entries
 * import each other by the package's name (see its tsconfig.json): in tests that is the source,
 * so one copy of every module is loaded. Tests opt into jsdom per file.
 */
export function sharedPackageTestConfig(name, packageUrl) {
  const src = fileURLToPath(new URL('./src', packageUrl));
  return defineConfig({
    resolve: {
      alias: [
        { find: new RegExp(`^${name}$`), replacement: `${src}/index.ts` },
        { find: new RegExp(`^${name}/(.+)$`), replacement: `${src}/$1/index.ts` },
      ],
    },
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      environment: 'node',
      maxWorkers: 2,
      testTimeout: 20_000,
      css: { include: /\.module\.css$/, modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}
