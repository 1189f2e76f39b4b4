import type { CreateHighlightInput, EditHighlightInput } from 'shared-contracts';

/** Title length a highlight takes (docs/behaviour/stories.md#highlights). */
export const HIGHLIGHT_TITLE_MAX = 40;

/** What the highlight dialog holds: a title, the chosen stories (ids) and the cover among them. */
export interface HighlightDraft {
  title: string;
  mediaIds: string[];
  coverId: string | null;
}

/** Whether the draft can be saved: a title of 1..40 characters and at least one story. */
export function canSaveHighlight(draft: HighlightDraft): boolean {
  const title = draft.title.trim();
  return title.length > 0 && title.length <= HIGHLIGHT_TITLE_MAX && draft.mediaIds.length > 0;
}

/** Adds a story to the draft or takes it out; the cover moves to the first story left when its own goes. */
export function toggleStory(draft: HighlightDraft, mediaId: string): HighlightDraft {
  if (draft.mediaIds.includes(mediaId)) {
    const mediaIds = draft.mediaIds.filter((id) => id !== mediaId);
    return { ...draft, mediaIds, coverId: draft.coverId === mediaId ? (mediaIds[0] ?? null) : draft.coverId };
  }
  return { ...draft, mediaIds: [...draft.mediaIds, mediaId], coverId: draft.coverId ?? mediaId };
}

/** The create_reel body of a new highlight. */
export function createInput(draft: HighlightDraft): CreateHighlightInput {
  return {
    title: draft.title.trim(),
    media_ids: draft.mediaIds,
    ...(draft.coverId ? { cover_media_id: draft.coverId } : {}),
  };
}

/** The edit_reel body: only what changed from `before` (title, cover, stories added and removed). */
export function editInput(before: HighlightDraft, after: HighlightDraft): EditHighlightInput {
  const input: EditHighlightInput = {};
  const title = after.title.trim();
  if (title !== before.title.trim()) input.title = title;
  if (after.coverId && after.coverId !== before.coverId) input.cover_media_id = after.coverId;
  const added = after.mediaIds.filter((id) => !before.mediaIds.includes(id));
  const removed = before.mediaIds.filter((id) => !after.mediaIds.includes(id));
  if (added.length > 0) input.added_media_ids = added;
  if (removed.length > 0) input.removed_media_ids = removed;
  return input;
}
