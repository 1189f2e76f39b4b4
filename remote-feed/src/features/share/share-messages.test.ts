import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { shareCatalogs } from './share-messages';

describe('the "Send to" catalog', () => {
  it('has the same keys in both languages, no empty message and no English left in zh-CN', () => {
    expect(catalogProblems(shareCatalogs)).toEqual([]);
  });
});
