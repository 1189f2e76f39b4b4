import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { sessionEndedCatalogs } from './session-ended-messages';

describe('session-ended catalogs', () => {
  it('have the same keys in both languages and no English left in zh-CN', () => {
    expect(Object.keys(sessionEndedCatalogs.en).sort()).toEqual(Object.keys(sessionEndedCatalogs['zh-CN']).sort());
    expect(catalogProblems(sessionEndedCatalogs)).toEqual([]);
  });
});
