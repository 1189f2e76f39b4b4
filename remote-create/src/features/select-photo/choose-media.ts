import {
  CREATION_ACCEPTED_IMAGE_TYPE,
  MAX_PHOTO_UPLOAD_BYTES,
  MAX_VIDEO_UPLOAD_BYTES,
  VIDEO_MIME_TYPES,
  validateVideo,
  type VideoRefusal,
} from 'shared-contracts';
import { readImage, type ReadImage } from '../image/read-image';
import { readVideoMetadata, type VideoMetadata } from '../image/read-video';
import { looksLikeHeic, readHead, sniffFormat, type FileFormat } from '../image/sniff-format';

/** Why a chosen file cannot become (part of) a post. */
export type MediaRefusal =
  | { reason: 'not-image' }
  | { reason: 'heic' }
  | { reason: 'photo-too-large' }
  | { reason: 'video-too-large' }
  | { reason: 'video-in-carousel' }
  | VideoRefusal;

/** A chosen file that can be posted, with what was read from it. */
export type ChosenMedia =
  | { ok: true; kind: 'photo'; file: File; image: ReadImage }
  | { ok: true; kind: 'video'; file: File; video: VideoMetadata }
  | { ok: false; refusal: MediaRefusal };

const VIDEO_FORMATS: Partial<Record<FileFormat, string>> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** Everything the choosing needs from the browser, replaceable in unit tests. */
export interface MediaReaders {
  readImage: (file: File) => Promise<ReadImage>;
  readVideo: (file: File) => Promise<VideoMetadata | null>;
}

const browserReaders: MediaReaders = { readImage, readVideo: readVideoMetadata };

/**
 * Creation takes the first chosen file (docs/behaviour/creation.md#choosing-a-file). Photos must be
 * JPEG (by their bytes: a PNG named .jpg is refused like any non-image); HEIC/HEIF is recognised
 * and refused with its own message. Videos (MP4, MOV, WebM) are checked for format, aspect ratio
 * and duration. `photosOnly`: adding to a carousel, where videos are not taken. Resolves null when
 * nothing was chosen.
 */
export async function chooseMedia(
  files: ArrayLike<File>,
  options: { photosOnly?: boolean } = {},
  readers: MediaReaders = browserReaders,
): Promise<ChosenMedia | null> {
  const file = files[0];
  if (!file) return null;
  const format = sniffFormat(await readHead(file));
  if (format === 'heic' || (format === 'unknown' && looksLikeHeic(file)))
    return { ok: false, refusal: { reason: 'heic' } };

  const videoType = VIDEO_FORMATS[format] ?? (file.type.startsWith('video/') ? file.type : null);
  if (videoType !== null) {
    if (options.photosOnly) return { ok: false, refusal: { reason: 'video-in-carousel' } };
    if (!(VIDEO_MIME_TYPES as readonly string[]).includes(videoType))
      return { ok: false, refusal: { reason: 'format_not_supported' } };
    if (file.size > MAX_VIDEO_UPLOAD_BYTES) return { ok: false, refusal: { reason: 'video-too-large' } };
    const metadata = await readers.readVideo(file);
    const refusal = validateVideo({
      mimeType: videoType,
      width: metadata?.width ?? null,
      height: metadata?.height ?? null,
      durationSeconds: metadata?.durationSeconds ?? null,
    });
    if (refusal || !metadata) return { ok: false, refusal: refusal ?? { reason: 'not_supported' } };
    return { ok: true, kind: 'video', file, video: metadata };
  }

  if (format !== 'jpeg' || (file.type !== '' && file.type !== CREATION_ACCEPTED_IMAGE_TYPE))
    return { ok: false, refusal: { reason: 'not-image' } };
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) return { ok: false, refusal: { reason: 'photo-too-large' } };
  try {
    return { ok: true, kind: 'photo', file, image: await readers.readImage(file) };
  } catch {
    // A JPEG the browser cannot decode is no image it can post.
    return { ok: false, refusal: { reason: 'not-image' } };
  }
}
