import path from 'node:path';
import { rspack } from '@rspack/core';

/**
 * The build of a remote's nav module (`nav.js`, from `src/nav/index.ts`): a plain ES module of its
 * own, no federated module, which the shell imports on every logged-in page without loading the
 * remote's container (docs/architecture.md#navigation-entries-from-remotes). It takes the page's
 * bus, session store and API client from the shell, so it bundles only its own code and the value
 * store. Written beside the container's files, after them (`dependencies`).
 */
export function createNavModuleConfig({ name, dirname, contractVersion }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    name: `${name}-nav`,
    dependencies: [name],
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
    plugins: [new rspack.DefinePlugin({ __CONTRACT_VERSION__: JSON.stringify(contractVersion) })],
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's builds when it writes a nav module: its container (`federated`, from
 * `createFrontendConfig`), named so the nav build can follow it and keeping `nav.js` when it
 * cleans `dist/`, then the nav module's.
 */
export function withNavModule(federated, { name, dirname, contractVersion }) {
  federated.name = name;
  federated.output.clean = { keep: /independent-packages|^nav\.js/ };
  return [federated, createNavModuleConfig({ name, dirname, contractVersion })];
}
