import { describe, expect, it } from 'vitest';
import { mediaAspectRatio } from './media-box';

describe('mediaAspectRatio', () => {
  it("uses the photo's ratio between 4:5 and 1.91:1", () => {
    expect(mediaAspectRatio(1080, 1080)).toBe(1);
    expect(mediaAspectRatio(1080, 1350)).toBeCloseTo(0.8);
    expect(mediaAspectRatio(1080, 1920)).toBeCloseTo(0.8);
    expect(mediaAspectRatio(1920, 800)).toBeCloseTo(1.91);
    expect(mediaAspectRatio(0, 100)).toBe(1);
  });
});
