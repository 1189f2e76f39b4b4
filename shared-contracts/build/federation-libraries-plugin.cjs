// Module Federation runtime plugin of the shell: hands the federation runtime's stateless helper
// libraries to the remotes through globals, so each remote entry does not ship its own copy
// (docs/architecture.md#one-federation-runtime). CommonJS on purpose: the runtime itself requires
// these packages, so `require` here resolves to the very modules already in the shell's bundle.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see above */

/** The global each library is published under; remotes' builds take them as externals. */
const FEDERATION_LIBRARY_GLOBALS = {
  '@module-federation/sdk': '__LUMEN_FEDERATION_SDK__',
  '@module-federation/error-codes': '__LUMEN_FEDERATION_ERROR_CODES__',
};

/**
 * The global the bundler runtime's stateless functions are published under. Not an external: a
 * remote's build takes `federation-bundler-runtime.mjs` instead, which builds the per-container
 * object around them.
 */
const FEDERATION_BUNDLER_RUNTIME_GLOBAL = '__LUMEN_FEDERATION_BUNDLER_RUNTIME__';

function provideFederationLibraries() {
  globalThis[FEDERATION_LIBRARY_GLOBALS['@module-federation/sdk']] = require('@module-federation/sdk');
  globalThis[FEDERATION_LIBRARY_GLOBALS['@module-federation/error-codes']] = require('@module-federation/error-codes');
  const { bundlerRuntime, attachShareScopeMap } = require('@module-federation/webpack-bundler-runtime');
  // The shell exposes nothing, so its build leaves initContainerEntry out of bundlerRuntime; every
  // remote needs it. The file has no imports, so its CommonJS build costs no second runtime.
  const { initContainerEntry } = require('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs');
  globalThis[FEDERATION_BUNDLER_RUNTIME_GLOBAL] = {
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap,
  };
}

// At module evaluation: the shell's federation runtime runs this before any remote entry loads.
if (typeof globalThis.window !== 'undefined') provideFederationLibraries();

module.exports = function lumenFederationLibrariesPlugin() {
  return { name: 'lumen-federation-libraries' };
};
module.exports.FEDERATION_LIBRARY_GLOBALS = FEDERATION_LIBRARY_GLOBALS;
module.exports.FEDERATION_BUNDLER_RUNTIME_GLOBAL = FEDERATION_BUNDLER_RUNTIME_GLOBAL;
module.exports.provideFederationLibraries = provideFederationLibraries;
