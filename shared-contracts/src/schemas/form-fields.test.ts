import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonArrayField } from './form-fields.js';

const codes = jsonArrayField(z.string().regex(/^[a-z]{1,3}$/), 'Must be a JSON array of codes.');

/** The issues' messages of a failed parse, or the parsed value. */
function parse(text: string | undefined): string[] | { messages: string[] } {
  const result = codes.safeParse(text);
  return result.success ? result.data : { messages: result.error.issues.map((issue) => issue.message) };
}

describe('jsonArrayField', () => {
  it('answers the items of a JSON array, each as its element takes it', () => {
    expect(parse('["ab","c"]')).toEqual(['ab', 'c']);
  });

  it('answers no items for an absent, empty or blank field', () => {
    expect(parse(undefined)).toEqual([]);
    expect(parse('')).toEqual([]);
    expect(parse('  ')).toEqual([]);
  });

  it('fails with its one message on text that is not JSON, not an array, or has an item the element refuses', () => {
    for (const text of ['[ab', '{"a":1}', '"ab"', '["ab","ABCD"]', '[1]']) {
      expect(parse(text)).toEqual({ messages: ['Must be a JSON array of codes.'] });
    }
  });

  it('takes up to 100 items and at most 4000 characters of text', () => {
    const items = (count: number) => JSON.stringify(Array.from({ length: count }, () => 'a'));
    expect(parse(items(100))).toHaveLength(100);
    expect(parse(items(101))).toEqual({ messages: ['Must be a JSON array of codes.'] });
    const anyText = jsonArrayField(z.string(), 'Must be a list.');
    expect(anyText.safeParse(JSON.stringify(['x'.repeat(3996)])).success).toBe(true);
    expect(anyText.safeParse(JSON.stringify(['x'.repeat(3997)])).success).toBe(false);
  });

  it("keeps what the element makes of an item (the id list's numbers become text)", () => {
    const numbers = jsonArrayField(z.union([z.string(), z.number()]).transform(String), 'Must be a list.');
    expect(numbers.parse('[12,"15"]')).toEqual(['12', '15']);
  });
});
