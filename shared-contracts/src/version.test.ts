import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CONTRACT_VERSION, isContractCompatible } from './version.js';

describe('contract version', () => {
  it('matches the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(CONTRACT_VERSION).toBe(pkg.version);
  });
  it('accepts the same major and refuses another', () => {
    expect(isContractCompatible('1.4.2', '1.0.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.9.0')).toBe(false);
    expect(isContractCompatible('garbage', '1.0.0')).toBe(false);
  });
});
