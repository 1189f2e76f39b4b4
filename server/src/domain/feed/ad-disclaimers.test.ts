import { describe, expect, it } from 'vitest';
import { StoredValueError } from '../../db/stored-json.js';
import { parseDisclaimers } from './ad-disclaimers.js';

describe('parseDisclaimers', () => {
  it('reads the stored list', () => {
    expect(parseDisclaimers('["Paid for by Example"]')).toEqual(['Paid for by Example']);
    expect(parseDisclaimers('[]')).toEqual([]);
  });

  it('refuses a stored value that is not a list of strings, rather than showing part of it', () => {
    for (const bad of ['Paid for by Example', '"Paid"', '["Paid", 3]', '{}']) {
      expect(() => parseDisclaimers(bad)).toThrow(StoredValueError);
    }
  });
});
