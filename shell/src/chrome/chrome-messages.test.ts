import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { chromeCatalogs } from './chrome-messages';
import { shortcutsCatalogs } from '../shortcuts/shortcuts-messages';

describe('the More menu and shortcuts catalogs', () => {
  it('have the same keys in both languages and no English left in zh-CN', () => {
    expect(Object.keys(chromeCatalogs.en).sort()).toEqual(Object.keys(chromeCatalogs['zh-CN']).sort());
    expect(catalogProblems(chromeCatalogs)).toEqual([]);
    expect(Object.keys(shortcutsCatalogs.en).sort()).toEqual(Object.keys(shortcutsCatalogs['zh-CN']).sort());
    expect(catalogProblems(shortcutsCatalogs)).toEqual([]);
  });
});
