import { describe, expect, it } from 'vitest';
import { deriveDocId } from './doc-id.js';
import { DOC_IDS } from './doc-ids.js';
import { PERSISTED_DOCUMENTS } from './documents.js';

describe('persisted document ids', () => {
  it('derives every published id from its document text', () => {
    const derived = Object.fromEntries(
      Object.entries(PERSISTED_DOCUMENTS).map(([name, text]) => [name, deriveDocId(text)]),
    );
    expect(derived).toEqual(DOC_IDS);
  });
  it('ignores whitespace differences but not content differences', () => {
    expect(deriveDocId('query A { b }')).toBe(deriveDocId('query  A {\n b }'));
    expect(deriveDocId('query A { b }')).not.toBe(deriveDocId('query A { c }'));
  });
});
