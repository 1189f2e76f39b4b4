import { uploadResumable } from 'shared-client';
import type { ConfigureStoryInput, StoryAudience, StoryItem } from 'shared-contracts';
import type { ChosenMedia } from '../select-photo/choose-media';
import { createUploadId } from '../publish/upload-id';

/** A story ready to send: the chosen file, its size, its audience and a fixed upload id. */
export interface StoryJob {
  file: Blob;
  mediaType: 1 | 2;
  width: number;
  height: number;
  /** Fixed when the file is chosen, so trying again resumes the same upload. */
  uploadId: string;
  audience: StoryAudience;
}

/** Photos go up in small slices so the percent moves (videos use the upload's own size). */
const PHOTO_CHUNK_BYTES = 128 * 1024;

/** The job of an accepted choice (for everyone until the audience is changed). */
export function storyJob(choice: Extract<ChosenMedia, { ok: true }>, uploadId: string = createUploadId()): StoryJob {
  const size = choice.kind === 'photo' ? choice.image.result : choice.video;
  return {
    file: choice.file,
    mediaType: choice.kind === 'video' ? 2 : 1,
    width: size.width,
    height: size.height,
    uploadId,
    audience: 'everyone',
  };
}

/**
 * Sends a story (docs/behaviour/stories.md#posting-a-story-on-screen): the file through the
 * resumable upload (resuming where an earlier try stopped), then `configure` with its audience.
 * `onProgress` gets the upload's fraction 0..1.
 */
export async function shareStory(
  job: StoryJob,
  configure: (input: ConfigureStoryInput) => Promise<{ media: StoryItem }>,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<StoryItem> {
  await uploadResumable(
    job.file,
    {
      media_type: job.mediaType,
      upload_id: job.uploadId,
      upload_media_width: job.width,
      upload_media_height: job.height,
    },
    { chunkBytes: job.mediaType === 1 ? PHOTO_CHUNK_BYTES : undefined, onProgress },
  );
  const answer = await configure({ upload_id: job.uploadId, audience: job.audience });
  return answer.media;
}
