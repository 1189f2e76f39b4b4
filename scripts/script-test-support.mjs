// What the tests of the docs checks share: a sample repository in a temporary folder, and the
// real command run on it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Sample repositories, removed by `removeAll` (call it in `afterEach`). `create(files)` writes
 * each file (path → text; null leaves it out) into a new folder and answers the folder.
 */
export function sampleRepositories(prefix) {
  const roots = [];
  return {
    create(files) {
      const root = mkdtempSync(path.join(tmpdir(), prefix));
      roots.push(root);
      for (const [file, text] of Object.entries(files)) {
        if (text === null) continue;
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
      return root;
    },
    removeAll() {
      for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Runs a check script on a repository: its exit status and everything it printed. */
export function runScript(script, root) {
  const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}
