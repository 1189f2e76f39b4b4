/** How to draw an image so it looks upright: clockwise rotation in degrees, then a horizontal mirror. */
export interface OrientationTransform {
  rotation: 0 | 90 | 180 | 270;
  mirrored: boolean;
}

const UPRIGHT: OrientationTransform = { rotation: 0, mirrored: false };

const TABLE: Record<number, OrientationTransform> = {
  1: UPRIGHT,
  2: { rotation: 0, mirrored: true },
  3: { rotation: 180, mirrored: false },
  4: { rotation: 180, mirrored: true },
  5: { rotation: 90, mirrored: true },
  6: { rotation: 90, mirrored: false },
  7: { rotation: 270, mirrored: true },
  8: { rotation: 270, mirrored: false },
};

/** EXIF orientation 1..8 to rotation and mirroring (docs/behaviour/creation.md#photos-orientation); else upright. */
export function orientationToTransform(orientation: number | null | undefined): OrientationTransform {
  return (orientation !== null && orientation !== undefined && TABLE[orientation]) || UPRIGHT;
}

/** A 2D affine matrix [a, b, c, d, e, f] as canvas uses it: x' = a·x + c·y + e, y' = b·x + d·y + f. */
type AffineMatrix = readonly [number, number, number, number, number, number];

/** Size of an image of `width`×`height` raw pixels once turned upright (90° and 270° swap the sides). */
export function orientedSize(
  width: number,
  height: number,
  transform: OrientationTransform,
): { width: number; height: number } {
  return transform.rotation === 90 || transform.rotation === 270 ? { width: height, height: width } : { width, height };
}

/**
 * The matrix that draws raw pixels of a `width`×`height` image upright on a canvas of
 * orientedSize(): rotate clockwise by `rotation` about the centre, then mirror horizontally.
 * (Canvas y points down, so a positive angle turns clockwise.)
 */
export function orientationMatrix(transform: OrientationTransform, width: number, height: number): AffineMatrix {
  const out = orientedSize(width, height, transform);
  const radians = (transform.rotation * Math.PI) / 180;
  const cos = Math.round(Math.cos(radians));
  const sin = Math.round(Math.sin(radians));
  const flip = transform.mirrored ? -1 : 1;
  // p' = M·R·(p − centre) + outCentre, with R the rotation and M the mirror diag(flip, 1).
  const a = flip * cos;
  const b = sin;
  const c = flip * -sin;
  const d = cos;
  const cx = width / 2;
  const cy = height / 2;
  const e = out.width / 2 - (a * cx + c * cy);
  const f = out.height / 2 - (b * cx + d * cy);
  return [a, b, c, d, e, f];
}
