// What a remote's build takes in place of `@module-federation/webpack-bundler-runtime`
// (docs/architecture.md#one-federation-runtime). The package's functions are stateless (each call
// is handed the container's own `__webpack_require__`), so a remote uses the shell's copies, which
// the shell's runtime plugin publishes (federation-libraries-plugin.cjs). Its default export,
// though, is one object per container: the bundler copies its keys onto the container's
// `__webpack_require__.federation` and keeps the container's instance, options and share scopes
// (`bundlerRuntime.S`) there. So each remote still builds an object of its own here, as the
// package's index does, around the published functions.
import * as runtime from '@module-federation/runtime';

const published = globalThis.__LUMEN_FEDERATION_BUNDLER_RUNTIME__;
if (!published) throw new Error('The shell has not published the federation bundler runtime.');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...published.bundlerRuntime, S: {} },
  attachShareScopeMap: published.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
