import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FEDERATION_RUNTIME_PACKAGES, federationEsmAliases, libraryAliases } from './library-aliases.mjs';

const require = createRequire(import.meta.url);

describe('libraries resolve to their smallest builds (docs/performance.md#libraries-resolve-to-their-smallest-builds)', () => {
  it('maps every federation runtime package, by name and by the CommonJS file require finds, to an existing ES module file', () => {
    const aliases = federationEsmAliases();
    for (const name of FEDERATION_RUNTIME_PACKAGES) {
      const esm = aliases[`${name}$`];
      expect(esm, name).toMatch(/\.m?js$/);
      expect(fs.existsSync(esm), esm).toBe(true);
      // The federation plugin imports its bundler runtime by this absolute path.
      expect(aliases[`${require.resolve(name)}$`], name).toBe(esm);
    }
    for (const target of Object.values(aliases)) expect(target).not.toMatch(/\.cjs$/);
  });

  it("takes react-router's production build in production builds only", () => {
    const production = libraryAliases({ production: true })['react-router$'];
    expect(production).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(fs.readFileSync(production, 'utf8')).toContain('from "./chunk-');
    expect(libraryAliases({ production: false })['react-router$']).toBeUndefined();
  });
});
