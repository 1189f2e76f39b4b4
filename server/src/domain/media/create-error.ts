import type { ErrorId } from 'shared-contracts';
import { AppError } from '../../http/errors.js';
import { ImageRejectedError, type ImageRejection } from '../../media/image-pipeline.js';
import type { VideoRejection } from '../../media/video-rules.js';
import { UnknownUsertagError } from './publish.js';
import { COAUTHOR_FIELD, CoauthorInviteError } from './coauthors.js';

/** Machine reasons of creation failures; the client picks its message by them (docs/errors.md#creation-and-uploads). */
export type CreateRejection =
  | ImageRejection
  | VideoRejection
  | 'empty_file'
  | 'photo_too_large'
  | 'video_too_large'
  | 'posting_too_fast'
  | 'too_many_unfinished_uploads';

/** A creation failure: the usual error body plus `reason` (and `error_title`, added per scope). */
export class CreateError extends AppError {
  constructor(
    statusCode: number,
    errorId: ErrorId,
    readonly reason: CreateRejection,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(statusCode, errorId, message, fields);
    this.name = 'CreateError';
  }

  override toBody() {
    return { ...super.toBody(), reason: this.reason };
  }
}

/** The HTTP failure of an image the pipeline refused. */
export function imageRejectionError(error: ImageRejectedError, field?: string): CreateError {
  const fields = field ? { [field]: error.message } : undefined;
  if (error.reason === 'unreadable' || error.reason === 'too_many_pixels')
    return new CreateError(400, 'image_invalid', error.reason, error.message, fields);
  return new CreateError(415, 'unsupported_media_type', error.reason, error.message, fields);
}

/** Maps the expected failures of publishing (refused image, unknown tagged user, a collaborator who cannot be invited) to HTTP ones. */
export function toCreateFailure(error: unknown, field?: string): unknown {
  if (error instanceof ImageRejectedError) return imageRejectionError(error, field);
  if (error instanceof UnknownUsertagError)
    return new AppError(400, 'validation_failed', 'Some fields are not valid.', {
      [field ? `${field}.usertags` : 'usertags']: error.message,
    });
  if (error instanceof CoauthorInviteError)
    return new AppError(400, 'validation_failed', 'Some fields are not valid.', { [COAUTHOR_FIELD]: error.message });
  return error;
}
