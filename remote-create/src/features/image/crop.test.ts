import { describe, expect, it } from 'vitest';
import { cropRect, outputSize, panBy, previewPlacement } from './crop';
import { cssFilter } from './filters';

const centre = { zoom: 1, panX: 0, panY: 0 };

describe('cropRect', () => {
  it('keeps the whole photo for the original shape', () => {
    expect(cropRect(1800, 1200, 'original', centre)).toEqual({ x: 0, y: 0, width: 1800, height: 1200 });
  });

  it('takes the largest centred rectangle of the shape', () => {
    expect(cropRect(1800, 1200, '1:1', centre)).toEqual({ x: 300, y: 0, width: 1200, height: 1200 });
    expect(cropRect(1200, 1800, '1:1', centre)).toEqual({ x: 0, y: 300, width: 1200, height: 1200 });
    expect(cropRect(1800, 1200, '4:5', centre)).toEqual({ x: 420, y: 0, width: 960, height: 1200 });
    expect(cropRect(1200, 1800, '16:9', centre)).toEqual({ x: 0, y: 562.5, width: 1200, height: 675 });
  });

  it('zooms into the middle and pans to the edges, never outside the photo', () => {
    expect(cropRect(1800, 1200, '1:1', { zoom: 2, panX: 0, panY: 0 })).toEqual({
      x: 600,
      y: 300,
      width: 600,
      height: 600,
    });
    expect(cropRect(1800, 1200, '1:1', { zoom: 2, panX: -1, panY: 1 })).toEqual({
      x: 0,
      y: 600,
      width: 600,
      height: 600,
    });
    expect(cropRect(1800, 1200, '1:1', { zoom: 9, panX: 5, panY: -5 })).toEqual({
      x: 1400,
      y: 0,
      width: 400,
      height: 400,
    });
    expect(cropRect(1800, 1200, '1:1', { zoom: 0.2, panX: 0, panY: 0 }).width).toBe(1200);
  });
});

describe('outputSize', () => {
  it('never uploads wider than 1080, keeping the shape', () => {
    expect(outputSize({ width: 1800, height: 1200 })).toEqual({ width: 1080, height: 720 });
    expect(outputSize({ width: 1200, height: 1800 })).toEqual({ width: 1080, height: 1620 });
    expect(outputSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(outputSize({ width: 562.5, height: 562.5 })).toEqual({ width: 563, height: 563 });
  });
});

describe('panBy and previewPlacement', () => {
  it('drags the photo with the pointer: right shows more of its left side', () => {
    const source = { width: 1800, height: 1200 };
    const crop = cropRect(1800, 1200, '1:1', centre);
    // The frame is 600 px wide for 1200 source px: 150 screen px = 300 source px = half the slack.
    expect(panBy(centre, { dx: 150, dy: 40, viewWidth: 600 }, source, crop)).toEqual({ zoom: 1, panX: -1, panY: 0 });
    expect(panBy(centre, { dx: -75, dy: 0, viewWidth: 600 }, source, crop).panX).toBeCloseTo(0.5);
  });

  it('places the photo so the frame shows exactly the crop', () => {
    expect(previewPlacement({ width: 1800, height: 1200 }, { x: 300, y: 0, width: 1200, height: 1200 })).toEqual({
      width: '150%',
      left: '-25%',
      top: '0%',
    });
  });
});

describe('cssFilter', () => {
  it('is none without a filter or adjustments, else the filter then the adjustments', () => {
    expect(cssFilter('normal', { brightness: 0, contrast: 0, saturation: 0 })).toBe('none');
    expect(cssFilter('moon', { brightness: 50, contrast: -100, saturation: 100 })).toBe(
      'grayscale(1) contrast(1.1) brightness(1.1) brightness(1.25) contrast(0.5) saturate(2)',
    );
  });
});
