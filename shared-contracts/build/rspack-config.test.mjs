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
  });

  it('shares @tanstack/react-query tree-shaken to its declared list', () => {
    const shell = createFrontendConfig({ name: 'shell', kind: 'host', dirname: os.tmpdir() });
    expect(federationOptions(shell).shared['@tanstack/react-query'].treeShaking).toMatchObject({
      mode: 'runtime-infer',
      usedExports: expect.arrayContaining(['useQuery', 'useMutation', 'QueryClientProvider']),
    });
  });
});
