import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { twoFactorCatalogs } from './two-factor-messages';

describe('two-factor checkpoint catalogs', () => {
  it('have the same keys in both languages and no English left in zh-CN', () => {
    expect(Object.keys(twoFactorCatalogs.en).sort()).toEqual(Object.keys(twoFactorCatalogs['zh-CN']).sort());
    expect(catalogProblems(twoFactorCatalogs)).toEqual([]);
  });
});
