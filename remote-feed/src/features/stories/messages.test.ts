import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { storiesCatalogs } from './messages';

describe('stories catalog', () => {
  it('has the same keys in both languages, no empty message and no English left in zh-CN', () => {
    expect(catalogProblems(storiesCatalogs)).toEqual([]);
  });
});
