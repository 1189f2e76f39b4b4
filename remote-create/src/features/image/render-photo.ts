import type { DraftPhoto, RenderedPhoto } from '../draft/draft-store';
import { sourceOf } from '../draft/image-sources';
import { cropRect, outputSize, type CropAspect } from './crop';
import { cssFilter } from './filters';
import { renderJpeg } from './read-image';

/**
 * Draws a photo as it will be posted: its crop of the upright pixels, at most 1080 wide, with its
 * filter and adjustments burnt in. The upload is this JPEG (no EXIF: the pixels are already upright).
 */
export async function renderPhoto(item: DraftPhoto, aspect: CropAspect): Promise<RenderedPhoto> {
  const source = sourceOf(item.key);
  if (!source) throw new Error('The photo is no longer available');
  const crop = cropRect(item.width, item.height, aspect, item.edit);
  const size = outputSize(crop);
  const blob = await renderJpeg(source, crop, size, cssFilter(item.edit.filter, item.edit.adjustments));
  return { blob, url: URL.createObjectURL(blob), ...size };
}
