import { IMAGE_WIDTH_CAP } from 'shared-contracts';

/** The crop choices of the style step. */
export type CropAspect = 'original' | '1:1' | '4:5' | '16:9';

export const CROP_ASPECTS: readonly CropAspect[] = ['original', '1:1', '4:5', '16:9'];

/** Zoom goes from the whole crop (1) to three times closer. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;

/** Where the crop sits: zoom, and pan from -1 (left/top edge) to 1 (right/bottom edge). */
export interface CropPosition {
  zoom: number;
  panX: number;
  panY: number;
}

/** A rectangle in source pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Width / height of a crop choice for a source of this size. */
export function aspectRatio(aspect: CropAspect, width: number, height: number): number {
  switch (aspect) {
    case '1:1':
      return 1;
    case '4:5':
      return 4 / 5;
    case '16:9':
      return 16 / 9;
    default:
      return width / height;
  }
}

/**
 * The part of a `width`×`height` upright image the post keeps: the largest rectangle of the
 * chosen ratio, made smaller by the zoom, moved by the pan within what is left over.
 */
export function cropRect(width: number, height: number, aspect: CropAspect, position: CropPosition): Rect {
  const ratio = aspectRatio(aspect, width, height);
  const zoom = clamp(position.zoom, MIN_ZOOM, MAX_ZOOM);
  let cropWidth = width;
  let cropHeight = width / ratio;
  if (cropHeight > height) {
    cropHeight = height;
    cropWidth = height * ratio;
  }
  cropWidth /= zoom;
  cropHeight /= zoom;
  const slackX = width - cropWidth;
  const slackY = height - cropHeight;
  return {
    x: (slackX / 2) * (1 + clamp(position.panX, -1, 1)),
    y: (slackY / 2) * (1 + clamp(position.panY, -1, 1)),
    width: cropWidth,
    height: cropHeight,
  };
}

/** The uploaded photo's pixel size for a crop: its own, at most 1080 wide (docs/behaviour/creation.md#style-step). */
export function outputSize(crop: Pick<Rect, 'width' | 'height'>): { width: number; height: number } {
  const width = Math.max(1, Math.round(Math.min(crop.width, IMAGE_WIDTH_CAP)));
  const height = Math.max(1, Math.round((width * crop.height) / crop.width));
  return { width, height };
}

/**
 * The pan after dragging by (dx, dy) screen pixels over a preview `viewWidth` wide showing `crop`:
 * dragging the photo right shows more of its left side.
 */
export function panBy(
  position: CropPosition,
  drag: { dx: number; dy: number; viewWidth: number },
  source: { width: number; height: number },
  crop: Rect,
): CropPosition {
  const scale = crop.width / drag.viewWidth;
  const slackX = source.width - crop.width;
  const slackY = source.height - crop.height;
  const panX = slackX > 0 ? position.panX - (2 * drag.dx * scale) / slackX : 0;
  const panY = slackY > 0 ? position.panY - (2 * drag.dy * scale) / slackY : 0;
  return { ...position, panX: clamp(panX, -1, 1), panY: clamp(panY, -1, 1) };
}

/** CSS placing the whole image inside a preview box that shows exactly `crop` of it. */
export function previewPlacement(
  source: { width: number; height: number },
  crop: Rect,
): { width: string; left: string; top: string } {
  return {
    width: `${(source.width / crop.width) * 100}%`,
    left: `${(-crop.x / crop.width) * 100}%`,
    top: `${(-crop.y / crop.height) * 100}%`,
  };
}
