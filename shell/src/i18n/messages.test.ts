import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { shellCatalogs } from './messages';

describe('shell catalogs', () => {
  it('have the same keys in both languages and no empty strings', () => {
    expect(Object.keys(shellCatalogs.en).sort()).toEqual(Object.keys(shellCatalogs['zh-CN']).sort());
    for (const catalog of Object.values(shellCatalogs)) {
      for (const value of Object.values(catalog))
        expect(String(typeof value === 'string' ? value : value.other).trim()).not.toBe('');
    }
  });
  it('carry no English left in zh-CN', () => {
    expect(catalogProblems(shellCatalogs)).toEqual([]);
  });
  it('carry the zh-CN strings for page-not-found and sharing', () => {
    expect(shellCatalogs['zh-CN']['notFound.title']).toBe('找不到页面');
    expect(shellCatalogs['zh-CN']['notFound.heading']).toBe('很抱歉，无法访问此页面');
    expect(shellCatalogs['zh-CN']['sharing.progress']).toBe('正在分享…');
  });
});
