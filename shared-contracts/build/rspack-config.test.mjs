import { createRequire } from 'node:module';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import federationLibraries from './federation-libraries-plugin.cjs';
import { createFrontendConfig } from './rspack-config.mjs';

const require = createRequire(import.meta.url);
const federationOptions = (config) =>
  config.plugins.find((plugin) => plugin?.name === 'RspackModuleFederationPlugin')._options;

describe('one federation runtime (docs/architecture.md#one-federation-runtime)', () => {
  it("remotes take the runtime's helper libraries from globals the shell's runtime plugin sets", () => {
    const remote = createFrontendConfig({ name: 'feed', kind: 'remote', dirname: os.tmpdir() });
    expect(remote.externalsType).toBe('global');
    expect(remote.externals).toEqual({
      '@module-federation/sdk': '__LUMEN_FEDERATION_SDK__',
      '@module-federation/error-codes': '__LUMEN_FEDERATION_ERROR_CODES__',
    });
    const shell = createFrontendConfig({ name: 'shell', kind: 'host', dirname: os.tmpdir() });
    expect(shell.externals).toBeUndefined();
    expect(federationOptions(shell).runtimePlugins[0]).toMatch(/federation-libraries-plugin\.cjs$/);
  });

  it('publishes the very modules the runtime requires under those globals', () => {
    federationLibraries.provideFederationLibraries();
    for (const [library, global] of Object.entries(federationLibraries.FEDERATION_LIBRARY_GLOBALS)) {
      expect(globalThis[global]).toBe(require(library));
      delete globalThis[global];
    }
    delete globalThis[federationLibraries.FEDERATION_BUNDLER_RUNTIME_GLOBAL];
  });

  it("remotes take the bundler runtime's functions from the shell, in an object of their own", async () => {
    const remote = createFrontendConfig({ name: 'feed', kind: 'remote', dirname: os.tmpdir() });
    const shim = remote.resolve.alias['@module-federation/webpack-bundler-runtime$'];
    expect(shim).toMatch(/federation-bundler-runtime\.mjs$/);
    // The federation plugin imports the package by the absolute path of its CommonJS index.
    const cjsIndex = require.resolve('@module-federation/webpack-bundler-runtime');
    expect(remote.resolve.alias[`${cjsIndex}$`]).toBe(shim);
    const shell = createFrontendConfig({ name: 'shell', kind: 'host', dirname: os.tmpdir() });
    expect(shell.resolve.alias['@module-federation/webpack-bundler-runtime$']).not.toBe(shim);

    federationLibraries.provideFederationLibraries();
    const published = globalThis[federationLibraries.FEDERATION_BUNDLER_RUNTIME_GLOBAL];
    const { bundlerRuntime } = require('@module-federation/webpack-bundler-runtime');
    expect(published.bundlerRuntime.consumes).toBe(bundlerRuntime.consumes);
    expect(published.bundlerRuntime.initContainerEntry).toEqual(expect.any(Function));
    const { default: containerObject } = await import(`${shim}?first`);
    const { default: otherContainerObject } = await import(`${shim}?second`);
    delete globalThis[federationLibraries.FEDERATION_BUNDLER_RUNTIME_GLOBAL];
    for (const name of [
      'consumes',
      'I',
      'init',
      'installInitialConsumes',
      'initContainerEntry',
      'getSharedFallbackGetter',
    ])
      expect(containerObject.bundlerRuntime[name]).toBe(published.bundlerRuntime[name]);
    expect(containerObject.attachShareScopeMap).toBe(published.attachShareScopeMap);
    // Each container keeps its own share scopes and options, as with the package's own index.
    expect(containerObject.bundlerRuntime.S).not.toBe(otherContainerObject.bundlerRuntime.S);
    expect(containerObject.bundlerRuntime.S).not.toBe(bundlerRuntime.S);
    expect(containerObject.bundlerRuntimeOptions).not.toBe(otherContainerObject.bundlerRuntimeOptions);
    expect(containerObject.instance).toBeUndefined();
  });

  it('shares @tanstack/react-query tree-shaken to its declared list', () => {
    const shell = createFrontendConfig({ name: 'shell', kind: 'host', dirname: os.tmpdir() });
    expect(federationOptions(shell).shared['@tanstack/react-query'].treeShaking).toMatchObject({
      mode: 'runtime-infer',
      usedExports: expect.arrayContaining(['useQuery', 'useMutation', 'QueryClientProvider']),
    });
  });
});
