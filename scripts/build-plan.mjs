// Which packages to build, in which order, and whether a build is stale. Shared by `npm start`
// (build what is missing or stale) and `npm run build` (build everything).
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import remotes from '../shared-contracts/src/remote/remotes.json' with { type: 'json' };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shared packages, in dependency order: the UI uses the contracts, the client both. */
export const SHARED_PACKAGES = ['shared-contracts', 'shared-ui', 'shared-client'];

/**
 * Build steps in dependency order; the server needs only the contracts, the frontends all three
 * shared packages. The remotes are those of the one list (docs/architecture.md#adding-a-remote).
 */
export const STAGES = [
  ['shared-contracts'],
  ['shared-ui', 'server'],
  ['shared-client'],
  ['shell', ...remotes.map((remote) => remote.package)],
];

const INPUTS = ['src', 'build', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'rspack.config.mjs'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The file whose presence proves a package was built. */
function outputMarker(pkg) {
  if (SHARED_PACKAGES.includes(pkg)) return path.join(ROOT, pkg, 'dist', 'index.js');
  if (pkg === 'server') return path.join(ROOT, pkg, 'dist', 'main.js');
  if (pkg === 'shell') return path.join(ROOT, pkg, 'dist', 'index.html');
  return path.join(ROOT, pkg, 'dist', 'mf-manifest.json');
}

/** Whether a package has no build, or sources newer than it (the shared packages it uses count too). */
export function isStale(pkg) {
  const marker = outputMarker(pkg);
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const inputs = INPUTS.map((name) => newestMtime(path.join(ROOT, pkg, name)));
  const uses =
    pkg === 'server' ? ['shared-contracts'] : SHARED_PACKAGES.slice(0, Math.max(0, SHARED_PACKAGES.indexOf(pkg)));
  const usesAll = pkg !== 'server' && !SHARED_PACKAGES.includes(pkg);
  for (const shared of usesAll ? SHARED_PACKAGES : uses) inputs.push(newestMtime(path.join(ROOT, shared, 'src')));
  return Math.max(...inputs) > built;
}

/** Runs `npm run build` in a workspace; rejects with its output when it fails. */
export function buildPackage(pkg) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', pkg], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${pkg} failed:\n${output}`))));
  });
}

/** Builds the packages that need it (all of them with force), stage by stage, two at a time. */
export async function buildAll({ force = false, log = console.log } = {}) {
  for (const stage of STAGES) {
    const todo = stage.filter((pkg) => force || isStale(pkg));
    for (let i = 0; i < todo.length; i += 2) {
      const batch = todo.slice(i, i + 2);
      log(`building ${batch.join(', ')}`);
      await Promise.all(batch.map(buildPackage));
    }
  }
}
