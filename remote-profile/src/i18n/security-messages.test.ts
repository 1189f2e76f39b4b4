import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { securityCatalogs } from './security-messages';

describe('account security catalogs', () => {
  it('have the same keys in both languages, no empty message and no English left in zh-CN', () => {
    expect(catalogProblems(securityCatalogs)).toEqual([]);
  });
});
