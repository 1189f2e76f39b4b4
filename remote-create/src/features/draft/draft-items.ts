import type { ChosenMedia } from '../select-photo/choose-media';
import { freshEdit, type DraftItem } from './draft-store';
import { rememberSource } from './image-sources';

let nextKey = 1;

/** Turns an accepted file into a draft item (its upright pixels kept aside for drawing). */
export function itemFromChoice(choice: Extract<ChosenMedia, { ok: true }>): DraftItem {
  const key = `item-${nextKey++}`;
  if (choice.kind === 'video') {
    return {
      key,
      kind: 'video',
      file: choice.file,
      width: choice.video.width,
      height: choice.video.height,
      durationSeconds: choice.video.durationSeconds,
      previewUrl: URL.createObjectURL(choice.file),
      altText: '',
      tags: [],
    };
  }
  const { result, upright } = choice.image;
  rememberSource(key, upright);
  return {
    key,
    kind: 'photo',
    file: choice.file,
    width: result.width,
    height: result.height,
    previewUrl: result.dataURL,
    orientation: result.orientation,
    gps: result.gps,
    flashFired: result.flashFired,
    edit: freshEdit(),
    rendered: null,
    altText: '',
    tags: [],
  };
}
