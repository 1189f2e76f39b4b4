import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { catalogs } from './messages';

/** Filter names are proper names, shown as they are in every language. */
const FILTER_NAMES = ['Clarendon', 'Gingham', 'Moon', 'Lark', 'Reyes', 'Juno'];

describe('catalogs', () => {
  it('have the same keys in both languages, no empty message and no English left in zh-CN', () => {
    expect(catalogProblems(catalogs, { allowedInZh: FILTER_NAMES })).toEqual([]);
  });
});
