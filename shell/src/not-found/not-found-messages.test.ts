import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { notFoundCatalogs } from './not-found-messages';

describe('not-found catalogs', () => {
  it('have the same keys in both languages and no English left in zh-CN', () => {
    expect(Object.keys(notFoundCatalogs.en).sort()).toEqual(Object.keys(notFoundCatalogs['zh-CN']).sort());
    expect(catalogProblems(notFoundCatalogs)).toEqual([]);
  });
});
