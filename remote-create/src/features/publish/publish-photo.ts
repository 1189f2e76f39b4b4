import { configurePhoto, isApiError, uploadPhotoResumable, type Media } from 'shared-contracts';
import type { PhotoDraft } from '../draft/draft-store';

/** Publishing failed; `errorTitle` is what the server said, when it said anything. */
export class PublishError extends Error {
  readonly errorTitle: string | null;

  constructor(errorTitle: string | null, options?: { cause?: unknown }) {
    super(errorTitle ?? 'Publishing failed', options);
    this.name = 'PublishError';
    this.errorTitle = errorTitle;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Spec 5: finalize succeeds only when the answer has media with both pk and id. */
export function hasPublishedMedia(answer: unknown): answer is { media: Media } {
  if (!isRecord(answer) || !isRecord(answer.media)) return false;
  return nonEmptyString(answer.media.pk) && nonEmptyString(answer.media.id);
}

function errorTitleOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (nonEmptyString(body.error_title)) return body.error_title;
  return nonEmptyString(body.message) ? body.message : null;
}

/** Where a publish stands: upload fraction 0..1, then the server finishing the post. */
export type PublishProgress = { stage: 'uploading'; fraction: number } | { stage: 'finishing' };

/**
 * Uploads the draft's photo (resumable: a retry with the same upload id continues where the last
 * attempt stopped) and configures it as a post. Resolves with the new post; rejects with PublishError.
 */
export async function publishPhoto(
  draft: PhotoDraft,
  uploadId: string,
  onProgress: (progress: PublishProgress) => void,
): Promise<Media> {
  let answer: unknown;
  try {
    await uploadPhotoResumable(
      draft.file,
      { media_type: 1, upload_id: uploadId, upload_media_width: draft.width, upload_media_height: draft.height },
      { onProgress: (fraction) => onProgress({ stage: 'uploading', fraction }) },
    );
    onProgress({ stage: 'finishing' });
    const altText = draft.altText.trim();
    answer = await configurePhoto({
      upload_id: uploadId,
      caption: draft.caption,
      ...(altText ? { custom_accessibility_caption: altText } : {}),
    });
  } catch (error) {
    throw new PublishError(isApiError(error) ? errorTitleOf(error.body) : null, { cause: error });
  }
  if (!hasPublishedMedia(answer)) throw new PublishError(errorTitleOf(answer));
  return answer.media;
}
