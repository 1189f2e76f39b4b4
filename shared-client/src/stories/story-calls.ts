// The stories, highlights and reels calls (docs/behaviour/stories.md). They are part of the
// `shared-client/stories` entry, not the main one, so the first load of a page stays as it was;
// hence the one API client is taken from the package (one instance for every entry).
import { apiClient } from 'shared-client';
import {
  CONFIGURE_TIMEOUT_MS,
  type ClipsPage,
  type ConfigureStoryAnswer,
  type ConfigureStoryInput,
  type CreateHighlightInput,
  type EditHighlightInput,
  type HighlightAnswer,
  type HighlightsTrayAnswer,
  type MarkSeenAnswer,
  type ReelsMediaAnswer,
  type ReelsTrayAnswer,
  type StoryArchivePage,
  type StoryLikeAnswer,
  type StoryViewersPage,
  type UserStoryAnswer,
} from 'shared-contracts';

/** The reel id of a highlight. */
export function highlightReelId(highlightId: string): string {
  return `highlight:${highlightId}`;
}

/** GET the stories tray: the viewer's own reel first, then followed accounts' reels, unseen first. */
export function fetchReelsTray(signal?: AbortSignal): Promise<ReelsTrayAnswer> {
  return apiClient.request('GET', '/api/v1/feed/reels_tray/', { signal });
}

/**
 * GET reels with their items: user reels by user pk, highlights by `highlight:{id}`, up to
 * REELS_MEDIA_MAX_IDS, comma separated. Reels the viewer may not see are left out of the answer.
 */
export function fetchReelsMedia(reelIds: readonly string[], signal?: AbortSignal): Promise<ReelsMediaAnswer> {
  return apiClient.request('GET', '/api/v1/feed/reels_media/', { query: { reel_ids: reelIds.join(',') }, signal });
}

/** GET one account's current reel by username (the viewer at /stories/{username}/...); reel null when none. */
export function fetchUserStory(username: string, signal?: AbortSignal): Promise<UserStoryAnswer> {
  return apiClient.request('GET', `/api/v1/stories/${encodeURIComponent(username)}/reel/`, { signal });
}

/** POST marks stories seen by the viewer (up to 50 ids a call); seen state is kept on the server. */
export function markStoriesSeen(mediaIds: readonly string[]): Promise<MarkSeenAnswer> {
  return apiClient.request('POST', '/api/v1/media/seen/', { json: { media_ids: mediaIds } });
}

/** POST publishes a finished resumable upload (photo or video) as a story, for everyone or close friends. */
export function configureStory(input: ConfigureStoryInput): Promise<ConfigureStoryAnswer> {
  const form: Record<string, string> = { upload_id: input.upload_id, audience: input.audience };
  if (input.custom_accessibility_caption) form.custom_accessibility_caption = input.custom_accessibility_caption;
  return apiClient.request('POST', '/api/v1/media/configure_to_story/', { form, timeoutMs: CONFIGURE_TIMEOUT_MS });
}

/** GET who saw one of the viewer's own stories (403 for anyone else's), paged by `maxId`. */
export function fetchStoryViewers(
  mediaId: string,
  maxId: string | null,
  signal?: AbortSignal,
): Promise<StoryViewersPage> {
  return apiClient.request('GET', `/api/v1/media/${encodeURIComponent(mediaId)}/list_reel_media_viewer/`, {
    query: { max_id: maxId ?? undefined },
    signal,
  });
}

/** POST likes a story the viewer can see (an emoji reaction is a direct message: reel_react). */
export function likeStory(mediaId: string): Promise<StoryLikeAnswer> {
  return apiClient.request('POST', `/api/v1/media/${encodeURIComponent(mediaId)}/story_like/`, {});
}

/** POST removes the viewer's like of a story. */
export function unlikeStory(mediaId: string): Promise<StoryLikeAnswer> {
  return apiClient.request('POST', `/api/v1/media/${encodeURIComponent(mediaId)}/story_unlike/`, {});
}

/** GET an account's highlights (by user pk), as the profile shows them. */
export function fetchHighlightsTray(userId: string, signal?: AbortSignal): Promise<HighlightsTrayAnswer> {
  return apiClient.request('GET', `/api/v1/highlights/${encodeURIComponent(userId)}/highlights_tray/`, { signal });
}

/** POST creates a highlight from the viewer's own stories. */
export function createHighlight(input: CreateHighlightInput): Promise<HighlightAnswer> {
  return apiClient.request('POST', '/api/v1/highlights/create_reel/', { json: input });
}

/** POST edits one of the viewer's highlights: title, cover, items added or removed. */
export function editHighlight(highlightId: string, input: EditHighlightInput): Promise<HighlightAnswer> {
  return apiClient.request('POST', `/api/v1/highlights/${encodeURIComponent(highlightId)}/edit_reel/`, {
    json: input,
  });
}

/** POST deletes one of the viewer's highlights (its stories stay in the archive). */
export function deleteHighlight(highlightId: string): Promise<{ status: 'ok' }> {
  return apiClient.request('POST', `/api/v1/highlights/${encodeURIComponent(highlightId)}/delete_reel/`, {});
}

/** GET the viewer's own stories, expired or not, newest first (the archive highlights are made from). */
export function fetchStoryArchive(maxId: string | null, signal?: AbortSignal): Promise<StoryArchivePage> {
  return apiClient.request('GET', '/api/v1/archive/reel/stories/', { query: { max_id: maxId ?? undefined }, signal });
}

/** GET the reels feed (/reels/): visible clips, newest first, paged by `maxId`. */
export function fetchClipsHome(maxId: string | null, signal?: AbortSignal): Promise<ClipsPage> {
  return apiClient.request('GET', '/api/v1/clips/home/', { query: { max_id: maxId ?? undefined }, signal });
}
