import { MAX_PHOTO_UPLOAD_BYTES } from 'shared-contracts';
import { MAX_VIDEO_UPLOAD_BYTES } from '../../media/video-rules.js';

/** Upload media types of the upload-params header: 1 photo, 2 video. */
export type UploadMediaType = 1 | 2;

/** The largest file of each media type, in bytes (photo 30 MB, video 100 MB). */
export function uploadCap(mediaType: UploadMediaType): number {
  return mediaType === 1 ? MAX_PHOTO_UPLOAD_BYTES : MAX_VIDEO_UPLOAD_BYTES;
}

/** "30 MB" style text of a cap for messages. */
export function capText(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}
