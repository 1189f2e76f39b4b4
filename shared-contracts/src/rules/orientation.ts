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

/** EXIF orientation 1..8 to rotation and mirroring (spec 4); anything else is upright. */
export function orientationToTransform(orientation: number | null | undefined): OrientationTransform {
  return (orientation !== null && orientation !== undefined && TABLE[orientation]) || UPRIGHT;
}
