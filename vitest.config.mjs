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
    // vitest's default of one worker fewer than the CPUs (one, on two cores) stays: in npm test
    // this run shares the cores with the typecheck, and two workers on a busy machine made tests
    // that wait on rendering time out (4 of 1001 at load 25; none with one worker at load 12).
  },
});
