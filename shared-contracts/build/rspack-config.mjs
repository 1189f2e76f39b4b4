// Builds the shell and every remote the same way: TSX through SWC, CSS modules with a per-app
// class prefix, Module Federation with the shared singletons below, and pre-compressed assets.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { assertDeclaredSharedImports, sharedTreeShaking } from './shared-tree-shaking.mjs';
import federationLibraries from './federation-libraries-plugin.cjs';
import { libraryAliases } from './library-aliases.mjs';
import { StartupPreloadPlugin } from './startup-preload.mjs';

const FEDERATION_LIBRARIES_PLUGIN = fileURLToPath(new URL('./federation-libraries-plugin.cjs', import.meta.url));

const contractsPackage = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const require = createRequire(import.meta.url);
/** The version of a shared package of the workspace (each is shared against its own major). */
const packageVersion = (name) => require(`${name}/package.json`).version;

/** The contracts version this build is made against (remotes report it to the shell). */
export const CONTRACT_VERSION = contractsPackage.version;

const major = (version) => `^${String(version).split('.')[0]}.0.0`;

/**
 * The entries of the three shared packages (docs/architecture.md#shared-packages) that hold state,
 * each a shared singleton of its own, so that a page downloads an entry only when something on it
 * uses it and each exists once (one bus, one session, one query client, one scroll lock, one modal
 * stack). The stateless component entries (people, post-grid, choices, search-fields) are bundled into the remotes
 * that use them, as before the split: a shared key costs every remote's entry its registration.
 */
export const SHARED_PACKAGE_ENTRIES = {
  // The contracts' one piece of state, the page's bus. The main entry (types, rules, routes,
  // constants) is stateless: bundled into each build, tree-shaken to what that build uses, so a
  // page never downloads a rule only another screen needs. The schemas and the GraphQL documents'
  // texts are for the server and tests, never in a browser bundle.
  'shared-contracts': ['shared-contracts/bus'],
  // The kit, the store primitive, the media-query hook and the i18n runtime the kit renders with.
  'shared-ui': ['shared-ui'],
  'shared-client': [
    // The API client and calls, the session and the hooks bound to it.
    'shared-client',
    // The query client and the query hooks two or more remotes use.
    'shared-client/queries',
    // Stories, highlights and reels (calls and hooks): only the screens that show them use them.
    'shared-client/stories',
    // Direct messages (calls and hooks) and the settings pages' calls and hooks: only the screens
    // that use them download them.
    'shared-client/direct',
    'shared-client/settings',
    // The analytics logger: loaded by the shell after start-up, once for the page.
    'shared-client/analytics',
  ],
};

/**
 * Shared singletons (docs/architecture.md#composition-module-federation). Subpaths are separate
 * share keys, so the JSX runtimes and react-dom/client are listed too. The shared packages are
 * strict: a remote built against another major refuses to start instead of running against the
 * wrong bus and store.
 */
export function sharedSingletons({ strictContracts }) {
  const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });
  const ownPackages = Object.fromEntries(
    Object.entries(SHARED_PACKAGE_ENTRIES).flatMap(([name, entries]) => {
      const version = packageVersion(name);
      const config = singleton(major(version), { version, strictVersion: strictContracts });
      return entries.map((entry) => [entry, config]);
    }),
  );
  return {
    react: singleton('^19.0.0'),
    'react/jsx-runtime': singleton('^19.0.0'),
    'react/jsx-dev-runtime': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    'react-dom/client': singleton('^19.0.0'),
    // Tree-shaken to a declared export list (docs/architecture.md#shared-tree-shaking).
    'react-router': singleton('^7.0.0', { treeShaking: sharedTreeShaking('react-router') }),
    mitt: singleton('^3.0.0'),
    // The one server-state cache: every remote must see the shell's QueryClient through one
    // React context, so the library is a singleton like React, tree-shaken to a declared list too.
    '@tanstack/react-query': singleton('^5.90.0', { treeShaking: sharedTreeShaking('@tanstack/react-query') }),
    ...ownPackages,
  };
}

/** Writes .gz and .br beside text assets so the servers can send them pre-compressed. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => /\.(js|css|json|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outputPath, name);
          const source = await fs.promises.readFile(file);
          if (source.length < 1024) return;
          await fs.promises.writeFile(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
          await fs.promises.writeFile(
            `${file}.br`,
            zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    });
  }
}

/**
 * Creates the rspack configuration of a frontend package.
 * kind 'host': the shell (HTML page, assets under /assets/, remotes registered at run time).
 * kind 'remote': a remote exposing `./entry`, publishing mf-manifest.json, publicPath 'auto' so
 * its chunks load from wherever its manifest was served.
 */
export function createFrontendConfig({ name, kind, dirname, exposes = {} }) {
  const production = process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';
  const assetPrefix = isHost ? 'assets/' : '';
  assertDeclaredSharedImports(path.join(dirname, 'src'));
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: `${assetPrefix}[name].[contenthash:10].js`,
      chunkFilename: `${assetPrefix}[name].[contenthash:10].js`,
      cssFilename: `${assetPrefix}[name].[contenthash:10].css`,
      cssChunkFilename: `${assetPrefix}[name].[contenthash:10].css`,
      // The complete copies of tree-shaken shared modules are built first, into this folder.
      clean: { keep: /independent-packages/ },
    },
    // The federation runtime's ES module builds and react-router's production build
    // (docs/performance.md#libraries-resolve-to-their-smallest-builds); a remote takes the bundler
    // runtime's functions from the shell (docs/architecture.md#one-federation-runtime).
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      alias: libraryAliases({ production, remote: !isHost }),
    },
    // Remotes take the federation runtime's helper libraries from the shell, like the runtime
    // itself (docs/architecture.md#one-federation-runtime).
    ...(isHost ? {} : { externalsType: 'global', externals: federationLibraries.FEDERATION_LIBRARY_GLOBALS }),
    module: {
      parser: { 'css/auto': { namedExports: true } },
      generator: {
        'css/auto': { localIdentName: `${name}__[local]__[hash:5]` },
        // The string catalogues are JSON files (docs/architecture.md#strings): as object literals
        // they cost fewer bytes than the default `JSON.parse('…')` wrapper, measured per page.
        json: { JSONParse: false },
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
              // Evergreen browsers run ES2022 natively: no down-levelled async/class helpers in
              // every module (about a quarter of the bytes of our own chunks).
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
        },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ __CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION) }),
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dirname, 'src', 'index.html'),
          filename: 'index.html',
          chunks: ['main'],
          // Not minified: the runtime-config placeholder comment must survive for the servers.
          minify: false,
        }),
      // The shell's start-up chunks, preloaded beside main (docs/performance.md#the-shells-start-up-scripts-are-preloaded).
      isHost && new StartupPreloadPlugin(rspack),
      // The service worker for browser notifications, served as /sw.js so its scope is the site
      // (docs/behaviour/activity.md#browser-notifications).
      isHost &&
        fs.existsSync(path.join(dirname, 'src', 'service-worker', 'sw.js')) &&
        new rspack.CopyRspackPlugin({
          patterns: [{ from: path.join(dirname, 'src', 'service-worker', 'sw.js'), to: 'sw.js' }],
        }),
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? {
              runtimePlugins: [
                FEDERATION_LIBRARIES_PLUGIN,
                path.join(dirname, 'src', 'remotes', 'federation-runtime-plugin.ts'),
              ],
              manifest: false,
            }
          : { filename: 'remoteEntry.js', exposes, manifest: true }),
        shared: sharedSingletons({ strictContracts: !isHost }),
        shareStrategy: 'loaded-first',
        // The shell provides the federation runtime once; remotes use it instead of each
        // shipping their own copy (about 30 KB gzip per remote).
        // Browser-only runtime; remotes load no other remotes, so they skip the snapshot code.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
        dts: false,
      }),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    performance: { hints: false },
    optimization: { minimize: production },
    stats: 'errors-warnings',
    ignoreWarnings: [/Manifest will use absolute path resolution/],
  };
}
