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

function provideFederationLibraries() {
  globalThis[FEDERATION_LIBRARY_GLOBALS['@module-federation/sdk']] = require('@module-federation/sdk');
  globalThis[FEDERATION_LIBRARY_GLOBALS['@module-federation/error-codes']] = require('@module-federation/error-codes');
}

// At module evaluation: the shell's federation runtime runs this before any remote entry loads.
if (typeof globalThis.window !== 'undefined') provideFederationLibraries();

module.exports = function lumenFederationLibrariesPlugin() {
  return { name: 'lumen-federation-libraries' };
};
module.exports.FEDERATION_LIBRARY_GLOBALS = FEDERATION_LIBRARY_GLOBALS;
module.exports.provideFederationLibraries = provideFederationLibraries;
