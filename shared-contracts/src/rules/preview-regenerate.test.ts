import { describe, expect, it } from 'vitest';
import { PREVIEW_REGENERATE_FACTOR, shouldRegeneratePreview } from './preview-image.js';

describe('shouldRegeneratePreview', () => {
  it('redraws only once a side exceeds 1.5 times the drawn size', () => {
    expect(PREVIEW_REGENERATE_FACTOR).toBe(1.5);
    const drawn = { width: 200, height: 100 };
    expect(shouldRegeneratePreview(drawn, { width: 300, height: 150 })).toBe(false);
    expect(shouldRegeneratePreview(drawn, { width: 301, height: 100 })).toBe(true);
    expect(shouldRegeneratePreview(drawn, { width: 200, height: 151 })).toBe(true);
    expect(shouldRegeneratePreview(drawn, { width: 100, height: 50 })).toBe(false);
  });
});
