import { describe, expect, it } from 'vitest';
import { createQualityReader, qualityTier, startingRendition } from './connection-quality';

describe('qualityTier', () => {
  it('splits at 500 kbit/s, 2 Mbit/s and 10 Mbit/s', () => {
    expect(qualityTier(0)).toBe('POOR');
    expect(qualityTier(499_999)).toBe('POOR');
    expect(qualityTier(500_000)).toBe('MODERATE');
    expect(qualityTier(1_999_999)).toBe('MODERATE');
    expect(qualityTier(2_000_000)).toBe('GOOD');
    expect(qualityTier(9_999_999)).toBe('GOOD');
    expect(qualityTier(10_000_000)).toBe('EXCELLENT');
  });
});

describe('createQualityReader', () => {
  it('reads the downlink (Mbit/s), keeps the answer 100 ms, and is MODERATE without one', () => {
    let downlink: number | undefined = 1.2;
    let time = 1000;
    const read = createQualityReader(
      () => (downlink === undefined ? undefined : { downlink }),
      () => time,
    );
    expect(read()).toBe('MODERATE');
    downlink = 50;
    time += 99;
    expect(read()).toBe('MODERATE');
    time += 1;
    expect(read()).toBe('EXCELLENT');
    downlink = undefined;
    time += 100;
    expect(read()).toBe('MODERATE');
  });
});

describe('startingRendition', () => {
  // Portrait renditions as the server lists them, widest first; hls.js lists levels lowest first.
  const progressive = [
    { width: 1080, height: 1920 },
    { width: 720, height: 1280 },
    { width: 360, height: 640 },
  ];
  it('starts at the largest rendition the tier allows by short side', () => {
    expect(startingRendition(progressive, 'POOR')).toBe(2);
    expect(startingRendition(progressive, 'MODERATE')).toBe(2);
    expect(startingRendition(progressive, 'GOOD')).toBe(1);
    expect(startingRendition(progressive, 'EXCELLENT')).toBe(0);
    expect(startingRendition([...progressive].reverse(), 'GOOD')).toBe(1);
  });
  it('takes the smallest when none fits, and -1 for none', () => {
    expect(
      startingRendition(
        [
          { width: 1920, height: 1080 },
          { width: 1280, height: 720 },
        ],
        'POOR',
      ),
    ).toBe(1);
    expect(startingRendition([], 'GOOD')).toBe(-1);
  });
});
