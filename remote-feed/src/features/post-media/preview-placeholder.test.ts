import { describe, expect, it } from 'vitest';
import { needsPreviewRedraw, planPreview } from './preview-placeholder';

describe('planPreview', () => {
  it('blurs by the larger of 10 and 7.5% of the mean side, drawn smaller by max(1.5, 20% of it)', () => {
    // Small: radius 10 (7.5% of 100 is 7.5), divisor 2 (20% of 10).
    expect(planPreview(100, 100)).toEqual({
      forWidth: 100,
      forHeight: 100,
      canvasWidth: 50,
      canvasHeight: 50,
      blurPx: 5,
    });
    // 470 x 587: mean 528.5, radius 39.6375, divisor 7.9275.
    const plan = planPreview(470, 587)!;
    expect(plan.blurPx).toBeCloseTo(39.6375 / 7.9275, 6);
    expect(plan.canvasWidth).toBe(Math.ceil(470 / 7.9275));
    expect(plan.canvasHeight).toBe(Math.ceil(587 / 7.9275));
  });

  it('keeps the divisor at 1.5 for tiny boxes and refuses empty ones', () => {
    expect(planPreview(20, 20)?.canvasWidth).toBe(Math.ceil(20 / 2));
    expect(planPreview(0, 100)).toBeNull();
    expect(planPreview(100, Number.NaN)).toBeNull();
  });
});

describe('needsPreviewRedraw', () => {
  const drawn = planPreview(200, 100);
  it('draws the first time, and again only past 1.5 times the drawn size', () => {
    expect(needsPreviewRedraw(null, 200, 100)).toBe(true);
    expect(needsPreviewRedraw(drawn, 300, 150)).toBe(false);
    expect(needsPreviewRedraw(drawn, 301, 150)).toBe(true);
    expect(needsPreviewRedraw(drawn, 200, 151)).toBe(true);
    expect(needsPreviewRedraw(drawn, 120, 60)).toBe(false);
  });
  it('never draws for an unrendered box', () => {
    expect(needsPreviewRedraw(null, 0, 0)).toBe(false);
  });
});
