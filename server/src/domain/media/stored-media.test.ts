import { describe, expect, it } from 'vitest';
import { StoredValueError } from '../../db/stored-json.js';
import { parseVersions, storedVersions } from './stored-media.js';

describe('parseVersions', () => {
  it('reads stored renditions; a photo’s empty video column has none', () => {
    const text = JSON.stringify([{ width: 640, height: 480, key: 'm/1/640.webp' }]);
    expect(parseVersions(text)).toEqual([{ width: 640, height: 480, key: 'm/1/640.webp' }]);
    expect(parseVersions(null)).toEqual([]);
    expect(parseVersions('')).toEqual([]);
  });

  it('refuses renditions that do not parse, rather than a post without images', () => {
    for (const bad of ['nope', '{}', '[{"width":640,"height":480}]', '[{"width":"640","height":480,"key":"k"}]']) {
      expect(() => storedVersions({ image_versions: bad })).toThrow(StoredValueError);
    }
  });
});
