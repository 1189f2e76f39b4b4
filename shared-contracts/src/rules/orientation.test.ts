import { describe, expect, it } from 'vitest';
import { orientationMatrix, orientationToTransform, orientedSize } from './orientation.js';

// Where EXIF (TIFF 6.0, tag 0x0112) puts the raw point (x, y) of a W×H image once displayed upright.
const EXIF_DISPLAY: Record<number, (x: number, y: number, w: number, h: number) => [number, number]> = {
  1: (x, y) => [x, y],
  2: (x, y, w) => [w - x, y],
  3: (x, y, w, h) => [w - x, h - y],
  4: (x, y, _w, h) => [x, h - y],
  5: (x, y) => [y, x],
  6: (x, y, _w, h) => [h - y, x],
  7: (x, y, w, h) => [h - y, w - x],
  8: (x, y, w) => [y, w - x],
};

/** Applies an affine matrix [a, b, c, d, e, f] (as canvas setTransform takes it) to a point. */
function applyMatrix(matrix: readonly number[], x: number, y: number): [number, number] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = matrix;
  return [a * x + c * y + e, b * x + d * y + f];
}

describe('orientationMatrix', () => {
  const width = 4;
  const height = 2;
  const points: [number, number][] = [
    [0, 0],
    [4, 0],
    [0, 2],
    [1, 0.5],
    [3.5, 1.5],
  ];

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('draws orientation %i upright exactly as EXIF defines it', (orientation) => {
    const transform = orientationToTransform(orientation);
    const matrix = orientationMatrix(transform, width, height);
    for (const [x, y] of points) {
      const [ux, uy] = applyMatrix(matrix, x, y);
      const [ex, ey] = EXIF_DISPLAY[orientation]!(x, y, width, height);
      expect(ux).toBeCloseTo(ex, 9);
      expect(uy).toBeCloseTo(ey, 9);
    }
  });

  it('swaps the sides for the quarter turns only', () => {
    expect(orientedSize(4, 2, orientationToTransform(6))).toEqual({ width: 2, height: 4 });
    expect(orientedSize(4, 2, orientationToTransform(7))).toEqual({ width: 2, height: 4 });
    expect(orientedSize(4, 2, orientationToTransform(3))).toEqual({ width: 4, height: 2 });
    expect(orientedSize(4, 2, orientationToTransform(2))).toEqual({ width: 4, height: 2 });
  });

  it('leaves an untagged image as it is', () => {
    expect(orientationMatrix(orientationToTransform(null), 4, 2)).toEqual([1, 0, -0, 1, 0, 0]);
  });
});
