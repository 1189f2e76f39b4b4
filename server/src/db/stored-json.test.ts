import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseStoredJson, StoredValueError } from './stored-json.js';

const Schema = z.array(z.object({ width: z.number() }));

function failureOf(text: string): StoredValueError {
  try {
    parseStoredJson(Schema, text, 'test.column');
  } catch (error) {
    if (error instanceof StoredValueError) return error;
    throw error;
  }
  throw new Error(`parsed: ${text}`);
}

describe('parseStoredJson', () => {
  it('parses a stored value that matches its schema', () => {
    expect(parseStoredJson(Schema, '[{"width":320}]', 'test.column')).toEqual([{ width: 320 }]);
  });

  it('answers the generic failure for text that is not JSON or not the schema, naming the column', () => {
    for (const [text, detail] of [
      ['not json', 'not JSON'],
      ['{"width":320}', '(root): '],
      ['[{"width":"wide"}]', '0.width: '],
    ] as const) {
      const error = failureOf(text);
      expect(error.toBody()).toEqual({
        status: 'fail',
        error_id: 'internal',
        message: 'Something went wrong. Please try again.',
      });
      expect(error.statusCode).toBe(500);
      expect(error.what).toBe('test.column');
      expect(error.detail).toContain(detail);
    }
  });
});
