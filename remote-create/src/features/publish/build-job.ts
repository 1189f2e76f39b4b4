import { usertagsValue } from 'shared-contracts';
import type { Draft, DraftItem, DraftTag } from '../draft/draft-store';
import type { JobItem, PublishJob } from './publish-job';
import { createUploadId } from './upload-id';

function usertagsOf(tags: DraftTag[]) {
  return (
    usertagsValue(tags.map((tag) => ({ user_id: tag.user.pk, position: [tag.x, tag.y] as [number, number] })))?.in ?? []
  );
}

function jobItem(item: DraftItem, index: number): JobItem {
  // Distinct ids even when made in the same millisecond.
  const uploadId = createUploadId(Date.now() + index);
  if (item.kind === 'video')
    return {
      blob: item.file,
      mediaType: 2,
      width: item.width,
      height: item.height,
      uploadId,
      altText: item.altText,
      usertags: [],
    };
  if (!item.rendered) throw new Error('The photo was not drawn yet');
  return {
    blob: item.rendered.blob,
    mediaType: 1,
    width: item.rendered.width,
    height: item.rendered.height,
    uploadId,
    altText: item.altText,
    usertags: usertagsOf(item.tags),
  };
}

/**
 * Makes the publish of a draft: a profile picture, a photo, a video, or a carousel of photos (each
 * with its own alt text and tags). Every photo must have been drawn (see renderPhoto).
 */
export function buildJob(draft: Draft, target: 'post' | 'profile-picture' = 'post'): PublishJob {
  const items = (target === 'profile-picture' ? draft.items.slice(0, 1) : draft.items).map(jobItem);
  const first = draft.items[0];
  const kind =
    target === 'profile-picture'
      ? 'profile-picture'
      : items.length > 1
        ? 'carousel'
        : first?.kind === 'video'
          ? 'video'
          : 'photo';
  return {
    id: `${draft.sessionId}-${target}`,
    mode: draft.mode,
    kind,
    items,
    caption: draft.caption,
    location: draft.location,
    hideCounts: draft.hideCounts,
    commentsOff: draft.commentsOff,
    coauthorIds: draft.collaborators.map((person) => person.pk),
    createdAt: Date.now(),
  };
}
