import { CREATION_ACCEPTED_IMAGE_TYPE, MAX_PHOTO_UPLOAD_BYTES } from 'shared-contracts';
import { readImageSize, type ImageSize } from './read-image-size';

/** Why a chosen file cannot become a photo post. */
export type PhotoRefusal = 'not-image' | 'too-large';

/** The outcome of choosing files: a photo with its size, or a refusal. */
export type PhotoChoice = ({ ok: true; file: File } & ImageSize) | { ok: false; reason: PhotoRefusal };

/**
 * Spec 5: photo creation takes the first chosen file and accepts only image/jpeg. A JPEG the
 * browser cannot open is refused like any non-image; one over the server's upload limit is
 * refused here rather than after a long upload. Resolves null when nothing was chosen.
 */
export async function choosePhoto(files: ArrayLike<File>): Promise<PhotoChoice | null> {
  const file = files[0];
  if (!file) return null;
  if (file.type !== CREATION_ACCEPTED_IMAGE_TYPE) return { ok: false, reason: 'not-image' };
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) return { ok: false, reason: 'too-large' };
  try {
    const size = await readImageSize(file);
    return { ok: true, file, ...size };
  } catch {
    return { ok: false, reason: 'not-image' };
  }
}
