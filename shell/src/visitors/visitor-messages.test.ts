import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { visitorCatalogs } from './visitor-messages';

describe('visitor catalogs', () => {
  it('have the same keys in both languages and no English left in zh-CN', () => {
    expect(Object.keys(visitorCatalogs.en).sort()).toEqual(Object.keys(visitorCatalogs['zh-CN']).sort());
    expect(catalogProblems(visitorCatalogs)).toEqual([]);
  });
});
