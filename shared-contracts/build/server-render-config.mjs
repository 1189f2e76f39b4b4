import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { SHARED_PACKAGE_ENTRIES } from './rspack-config.mjs';
import { packageDir } from './library-aliases.mjs';

/** Libraries every server build takes from the server's node_modules, with their subpaths: one React for all. */
const NODE_LIBRARIES = /^(react|react-dom|@tanstack\/react-query|mitt)(\/.*)?$/;

/**
 * The router is bundled into the shell's server build at its production build, as in the browser
 * (Node would resolve its development build, several times slower at matching routes), and handed
 * to the remotes' builds with the shared entries: one router for the page.
 */
export const SERVER_SHARED_LIBRARIES = ['react-router'];

/** The stateful shared entries: one instance per page, so the shell's server build hands its own to the remotes'. */
export const SERVER_SHARED_ENTRIES = Object.values(SHARED_PACKAGE_ENTRIES).flat();

/** A CSS module's class as the builds name it: `<build>__<local>__<file hash>`. */
const MODULE_CLASS = /\.([a-z]+__)[A-Za-z0-9_-]+?__([A-Za-z0-9_-]{5})(?![A-Za-z0-9_-])/g;

/**
 * Writes `css-index.json` beside the server build: which of the browser build's stylesheets hold
 * each CSS module's classes (by build name and file hash), and which hold the kit's global classes
 * and tokens. The server links the stylesheets a rendered page's classes need, so the first screen
 * is styled before any script runs (docs/performance.md#the-first-screen-is-rendered-on-the-server).
 */
export class CssIndexPlugin {
  constructor({ browserDir }) {
    this.browserDir = browserDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('CssIndexPlugin', async () => {
      const files = fs
        .readdirSync(this.browserDir)
        .filter((name) => name.endsWith('.css'))
        .sort();
      const modules = {};
      const global = [];
      for (const file of files) {
        const text = fs.readFileSync(path.join(this.browserDir, file), 'utf8');
        for (const [, prefix, hash] of text.matchAll(MODULE_CLASS)) {
          const key = `${prefix}${hash}`;
          modules[key] ??= [];
          if (!modules[key].includes(file)) modules[key].push(file);
        }
        if (/(^|[},])\s*(:root|\.lm-)/.test(text)) global.push(file);
      }
      const out = path.join(compiler.options.output.path, 'css-index.json');
      await fs.promises.writeFile(out, JSON.stringify({ global, modules }));
    });
  }
}

/**
 * The server build of a frontend package (docs/performance.md#the-first-screen-is-rendered-on-the-server):
 * the same components as its browser build, as one CommonJS file the server evaluates.
 *  - CSS modules give class names only, the very names of the browser build (same prefix and hash);
 *    the stylesheets themselves come from the browser build.
 *  - Everything is one file (no async chunks): a remote's server build is fetched from its own
 *    origin and evaluated whole, so a screen's lazy import resolves without another request.
 *  - React and the other libraries are the server's; the stateful shared entries (bus, session,
 *    query client, kit) come from the shell's server build through the `require` the server hands
 *    a remote's file, as the federation runtime shares them in the browser.
 */
export function createServerRenderConfig({ name, kind, dirname, entry, contractVersion }) {
  const isHost = kind === 'host';
  const shared = new Set(isHost ? [] : [...SERVER_SHARED_ENTRIES, ...SERVER_SHARED_LIBRARIES]);
  const external = (request) => NODE_LIBRARIES.test(request) || shared.has(request);
  return {
    name: `${name}-server`,
    dependencies: [name],
    mode: 'production',
    target: 'node20',
    context: dirname,
    entry: { server: entry },
    devtool: false,
    output: {
      path: path.join(dirname, 'dist', 'server'),
      // The browser build's: CSS module class hashes are made with it.
      uniqueName: name,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      asyncChunks: false,
      // The browser build's asset addresses (the shell's are under /assets/).
      publicPath: isHost ? '/' : 'auto',
      assetModuleFilename: isHost ? 'assets/[hash][ext][query]' : '[hash][ext][query]',
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [({ request }, callback) => (external(request) ? callback(null, request) : callback())],
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      alias: { 'react-router$': path.join(packageDir('react-router'), 'dist', 'production', 'index.mjs') },
    },
    module: {
      parser: { 'css/auto': { namedExports: true } },
      generator: {
        'css/auto': { localIdentName: `${name}__[local]__[hash:5]`, exportsOnly: true },
        json: { JSONParse: false },
        asset: { emit: false },
      },
      rules: [
        { test: /\.css$/, type: 'css/auto' },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
        },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ __CONTRACT_VERSION__: JSON.stringify(contractVersion) }),
      new CssIndexPlugin({ browserDir: path.join(dirname, 'dist', isHost ? 'assets' : '') }),
    ],
    // NODE_ENV is the server's at run time, as in the libraries it takes from node_modules.
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false, nodeEnv: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A frontend package's builds with its server build after them: `configs` is its browser build (or
 * that and its nav module's), the first of which the server build follows.
 */
export function withServerBuild(configs, { name, kind, dirname, entry, contractVersion }) {
  const list = Array.isArray(configs) ? configs : [configs];
  list[0].name = name;
  return [...list, createServerRenderConfig({ name, kind, dirname, entry, contractVersion })];
}
