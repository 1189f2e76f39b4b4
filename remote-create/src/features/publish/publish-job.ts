import {
  changeProfilePicture,
  configurePhoto,
  configureSidecar,
  configureVideo,
  uploadResumable,
  type CreationMode,
  type ProfilePictureAnswer,
} from 'shared-client';
import {
  hasPublishedMedia,
  isApiError,
  publishErrorReason,
  publishErrorTitle,
  type LocationInput,
  type Media,
  type UsertagInput,
} from 'shared-contracts';

/** One file of a publish, ready to upload: the rendered JPEG or the chosen video. */
export interface JobItem {
  blob: Blob;
  mediaType: 1 | 2;
  width: number;
  height: number;
  /** Fixed when the job is made, so a retry (even after a reload) resumes the same upload. */
  uploadId: string;
  altText: string;
  usertags: UsertagInput[];
}

/** What a publish posts: everything needed to finish it without the draft or the original files. */
export interface PublishJob {
  /** The creation session id and the target (docs/behaviour/creation.md#opening). */
  id: string;
  mode: CreationMode;
  kind: 'photo' | 'carousel' | 'video' | 'profile-picture';
  items: JobItem[];
  caption: string;
  location: LocationInput | null;
  hideCounts: boolean;
  commentsOff: boolean;
  /** User ids invited to collaborate (absent in a job saved before collaborators existed). */
  coauthorIds?: string[];
  createdAt: number;
}

/** What a finished publish gave back. */
export type JobOutcome = { kind: 'post'; media: Media } | { kind: 'profile-picture'; answer: ProfilePictureAnswer };

/** Publishing failed: `errorTitle` the server's text, `reason` its cause (docs/errors.md#creation-and-uploads). */
export class PublishError extends Error {
  readonly errorTitle: string | null;
  readonly reason: string | null;

  constructor(errorTitle: string | null, reason: string | null = null, options?: { cause?: unknown }) {
    super(errorTitle ?? 'Publishing failed', options);
    this.name = 'PublishError';
    this.errorTitle = errorTitle;
    this.reason = reason;
  }
}

/** Where a publish stands: upload fraction 0..1 over all files, then the server finishing it. */
export type JobProgress = { stage: 'uploading'; fraction: number } | { stage: 'finishing' };

/** Uploads in slices small enough that progress moves visibly (and a resume saves something). */
const PHOTO_CHUNK_BYTES = 128 * 1024;

async function uploadAll(job: PublishJob, onProgress: (progress: JobProgress) => void): Promise<void> {
  const total = job.items.reduce((sum, item) => sum + item.blob.size, 0) || 1;
  let done = 0;
  for (const item of job.items) {
    await uploadResumable(
      item.blob,
      {
        media_type: item.mediaType,
        upload_id: item.uploadId,
        upload_media_width: item.width,
        upload_media_height: item.height,
      },
      {
        chunkBytes: item.mediaType === 1 ? PHOTO_CHUNK_BYTES : undefined,
        onProgress: (fraction) =>
          onProgress({ stage: 'uploading', fraction: (done + fraction * item.blob.size) / total }),
      },
    );
    done += item.blob.size;
  }
}

async function finalize(job: PublishJob): Promise<JobOutcome> {
  const [first] = job.items;
  if (!first) throw new PublishError(null);
  if (job.kind === 'profile-picture')
    return { kind: 'profile-picture', answer: await changeProfilePicture(first.uploadId) };
  const common = {
    caption: job.caption,
    location: job.location,
    disable_comments: job.commentsOff,
    like_and_view_counts_disabled: job.hideCounts,
    invite_coauthor_user_ids: job.coauthorIds,
  };
  let answer: unknown;
  if (job.kind === 'carousel') {
    answer = await configureSidecar({
      ...common,
      client_sidecar_id: job.id,
      children: job.items.map((item) => ({
        upload_id: item.uploadId,
        custom_accessibility_caption: item.altText,
        usertags: item.usertags,
      })),
    });
  } else {
    const input = {
      ...common,
      upload_id: first.uploadId,
      custom_accessibility_caption: first.altText,
      usertags: first.usertags,
    };
    answer = job.kind === 'video' ? await configureVideo(input) : await configurePhoto(input);
  }
  // Success only with media carrying both pk and id; otherwise the answer's error_title
  // (docs/behaviour/creation.md#sharing).
  if (!hasPublishedMedia(answer)) throw new PublishError(publishErrorTitle(answer), publishErrorReason(answer));
  return { kind: 'post', media: (answer as { media: Media }).media };
}

/**
 * Runs a publish: uploads every file (resumable: a rerun continues where the last attempt
 * stopped) and then finalizes it by its kind (configure, configure_sidecar, configure_to_clips,
 * or the profile picture change). Rejects with PublishError.
 */
export async function runJob(job: PublishJob, onProgress: (progress: JobProgress) => void): Promise<JobOutcome> {
  try {
    await uploadAll(job, onProgress);
    onProgress({ stage: 'finishing' });
    return await finalize(job);
  } catch (error) {
    if (error instanceof PublishError) throw error;
    if (isApiError(error))
      throw new PublishError(publishErrorTitle(error.body), publishErrorReason(error.body), { cause: error });
    throw new PublishError(null, null, { cause: error });
  }
}
