import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { CONTRACT_VERSION, createFrontendConfig } from 'shared-contracts/rspack';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const production = process.env.NODE_ENV !== 'development';

const federated = createFrontendConfig({
  name: 'activity',
  kind: 'remote',
  dirname,
  exposes: { './entry': './src/entry.tsx' },
});
// The nav module is written beside the container's files by the second build below.
federated.name = 'activity';
federated.output.clean = { keep: /independent-packages|^nav\.js/ };

/**
 * The nav module (`nav.js`, src/nav/index.ts): a plain ES module of its own, no federated module,
 * which the shell imports on every logged-in page without loading this remote's container
 * (docs/architecture.md#navigation-entries-from-remotes): the Notifications badge. It takes the page's bus, session store
 * and API client from the shell, so it bundles only its own code and the value store.
 */
const nav = {
  name: 'activity-nav',
  dependencies: ['activity'],
  mode: production ? 'production' : 'development',
  context: dirname,
  entry: { nav: './src/nav/index.ts' },
  devtool: production ? 'source-map' : false,
  experiments: { outputModule: true },
  output: {
    path: path.join(dirname, 'dist'),
    filename: 'nav.js',
    module: true,
    library: { type: 'modern-module' },
    chunkFormat: 'module',
    clean: false,
  },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        type: 'javascript/auto',
        options: { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } },
      },
    ],
  },
  plugins: [new rspack.DefinePlugin({ __CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION) })],
  optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default [federated, nav];
