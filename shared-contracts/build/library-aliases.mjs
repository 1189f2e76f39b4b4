// Resolves libraries to the builds a production bundle should take
// (docs/performance.md#libraries-resolve-to-their-smallest-builds).
//
// The federation plugin brings its runtime in with `require` and by absolute paths to the CommonJS
// files, so the bundler would take the CommonJS builds, which it can only keep whole. The packages
// ship the same code as ES modules too; resolved to those, unused helpers are left out.
// react-router exports only its development build, which keeps its development warnings; the
// package's production build is the same code without them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The runtime packages the plugin puts into the shell's main chunk and each remote entry. */
export const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime-core',
  '@module-federation/runtime',
  '@module-federation/runtime-tools',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/inject-external-runtime-core-plugin',
];

/** The folder of an installed package (its package.json is not among its exports). */
export function packageDir(name) {
  const suffix = path.join(...name.split('/'));
  let dir = path.dirname(require.resolve(name));
  while (!(dir.endsWith(suffix) && fs.existsSync(path.join(dir, 'package.json')))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name}: package folder not found`);
    dir = parent;
  }
  return dir;
}

/**
 * `resolve.alias` entries: each export of each federation runtime package that has both builds,
 * by its package path and by the absolute path of its CommonJS file, maps to the ES module file.
 */
export function federationEsmAliases() {
  const aliases = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const dir = packageDir(name);
    const { exports = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries(exports)) {
      const esm = target?.import?.default;
      const cjs = target?.require?.default;
      if (!esm || !cjs) continue;
      const esmFile = path.join(dir, esm);
      aliases[`${path.posix.join(name, subpath)}$`] = esmFile;
      aliases[`${path.join(dir, cjs)}$`] = esmFile;
    }
  }
  return aliases;
}

/**
 * `resolve.alias` entries of a remote's build: the bundler runtime package, by name and by the
 * paths of its index files, maps to the per-container object built around the shell's published
 * functions (docs/architecture.md#one-federation-runtime).
 */
export function remoteBundlerRuntimeAliases() {
  const name = '@module-federation/webpack-bundler-runtime';
  const dir = packageDir(name);
  const shim = fileURLToPath(new URL('./federation-bundler-runtime.mjs', import.meta.url));
  return {
    [`${name}$`]: shim,
    [`${path.join(dir, 'dist', 'index.cjs')}$`]: shim,
    [`${path.join(dir, 'dist', 'index.js')}$`]: shim,
  };
}

/**
 * The aliases of a build: production builds also take react-router's production build, and a
 * remote's the shell's bundler runtime.
 */
export function libraryAliases({ production, remote = false }) {
  const aliases = { ...federationEsmAliases(), ...(remote ? remoteBundlerRuntimeAliases() : {}) };
  if (production) {
    aliases['react-router$'] = path.join(packageDir('react-router'), 'dist', 'production', 'index.mjs');
  }
  return aliases;
}
