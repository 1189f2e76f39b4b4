// The unit tests of the shared packages, the shell and every remote in one vitest run (`npm test`,
// scripts/test-all.sh): one process, one transform cache and one pool of workers for all of them,
// instead of a vitest start-up per package and a worker idle while each package's last file runs.
// Each project keeps its own package's vitest.config. The server has its own run (two databases).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // remote-* matches the remotes' folders, which remote-list.test.ts checks against the one list
    // (docs/architecture.md#adding-a-remote).
    projects: ['shared-contracts', 'shared-ui', 'shared-client', 'shell', 'remote-*'],
    // At least two workers, even on two cores: with one, vitest 4 hands all of a project's files
    // to that worker at once and the vm pools run them in one context, so module state (a
    // vi.mock, a store, "the session ended") leaks from file to file and results depend on the
    // order (the shell's own tests failed 3 to 8 of 109 run alone). With two, every file gets its
    // own context. Tests wait for answers with generous bounds (shared-ui's vitest set-up, 10 s
    // for vi.waitFor), so a busy machine slows them rather than failing them. The whole run took
    // 2 min 49 s with two workers here, beside other work (the last CI run, one worker beside the
    // typecheck: 6 min 34 s).
    maxWorkers: 2,
  },
});
