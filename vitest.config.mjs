// The unit tests of shared-contracts, the shell and every remote in one vitest run (`npm test`,
// scripts/test-all.sh): one process, one transform cache and one pool of workers for all of them,
// instead of a vitest start-up per package and a worker idle while each package's last file runs.
// Each project keeps its own package's vitest.config. The server has its own run (two databases).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // remote-* matches the remotes' folders, which remote-list.test.ts checks against the one list
    // (docs/architecture.md#adding-a-remote).
    projects: ['shared-contracts', 'shell', 'remote-*'],
    // vitest's default is one worker fewer than the CPUs: a single worker on a two-core machine.
    maxWorkers: 2,
  },
});
