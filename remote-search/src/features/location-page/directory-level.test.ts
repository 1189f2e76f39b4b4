import { describe, expect, it } from 'vitest';
import { directoryLevel, directoryPath, entryHref } from './LocationsDirectoryScreen';

describe('the location directory', () => {
  it('reads its level from the query string', () => {
    expect(directoryLevel(new URLSearchParams(''))).toEqual({ kind: 'countries' });
    expect(directoryLevel(new URLSearchParams('country=CN'))).toEqual({ kind: 'cities', country: 'CN' });
    expect(directoryLevel(new URLSearchParams('country=CN&city=CN%3A上海'))).toEqual({
      kind: 'places',
      country: 'CN',
      city: 'CN:上海',
    });
  });

  it('leads a country to its cities, a city to its places and a place to its page', () => {
    expect(entryHref({ kind: 'countries' }, { id: 'CN', slug: 'cn' })).toBe('/explore/locations/?country=CN');
    expect(entryHref({ kind: 'cities', country: 'CN' }, { id: 'CN:上海', slug: '上海' })).toBe(
      directoryPath({ kind: 'places', country: 'CN', city: 'CN:上海' }),
    );
    expect(entryHref({ kind: 'places', country: 'CN', city: 'CN:上海' }, { id: '1', slug: '外滩' })).toBe(
      '/explore/locations/1/%E5%A4%96%E6%BB%A9/',
    );
  });
});
