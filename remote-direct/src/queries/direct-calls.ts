import type {
  DirectActionResult,
  DirectFolder,
  DirectItemAnswer,
  DirectPresenceAnswer,
  DirectSearchSecondary,
  DirectSendResult,
  DirectThreadAnswer,
  DisappearingSetting,
  Inbox,
  InThreadSearch,
} from 'shared-contracts';
import { apiClient } from 'shared-client';
import { broadcastToDirect, type DirectSendTargets } from 'shared-client/direct';

/** Direct-message calls (docs/calls.md#direct). Every POST is a form. */
const BASE = '/api/v1/direct_v2';

const threadPath = (threadId: string, action: string) => `${BASE}/threads/${encodeURIComponent(threadId)}/${action}/`;

const itemPath = (threadId: string, itemId: string, action: string) =>
  threadPath(threadId, `items/${encodeURIComponent(itemId)}/${action}`);

interface Signal {
  signal?: AbortSignal;
}

/** GET the direct inbox: accepted threads of one folder (Primary by default), newest activity first. */
export function fetchInbox(
  options: { cursor?: string | null; folder?: DirectFolder; limit?: number } & Signal = {},
): Promise<Inbox> {
  return apiClient.request('GET', `${BASE}/inbox/`, {
    query: {
      persistentBadging: true,
      cursor: options.cursor ?? undefined,
      folder: options.folder,
      limit: options.limit,
    },
    signal: options.signal,
  });
}

/** GET the message requests (threads pending on the viewer's side). */
export function fetchPendingInbox(options: { cursor?: string | null; limit?: number } & Signal = {}): Promise<Inbox> {
  return apiClient.request('GET', `${BASE}/pending_inbox/`, {
    query: { cursor: options.cursor ?? undefined, limit: options.limit },
    signal: options.signal,
  });
}

/**
 * GET one thread with a page of items. Without `newerThan`: items newest first, older pages with
 * `cursor` (the answer's `oldest_cursor`). With `newerThan` (an item id, for catch-up after a
 * reconnect): the items after it, oldest first, at most `limit`, `has_newer` when more remain.
 */
export function fetchThread(
  threadId: string,
  options: { cursor?: string | null; limit?: number; newerThan?: string } & Signal = {},
): Promise<DirectThreadAnswer> {
  return apiClient.request('GET', `${BASE}/threads/${encodeURIComponent(threadId)}/`, {
    query: { cursor: options.cursor ?? undefined, limit: options.limit, newer_than: options.newerThan },
    signal: options.signal,
  });
}

export function sendDirectText(targets: DirectSendTargets, text: string): Promise<DirectSendResult> {
  return broadcastToDirect('text', targets, { text });
}

/** POST a message with a link (`linkText` holds the URL; the first http(s) URL is the link). */
export function sendDirectLink(targets: DirectSendTargets, linkText: string): Promise<DirectSendResult> {
  return broadcastToDirect('link', targets, { link_text: linkText });
}

/** POST a photo from a finished upload (docs/behaviour/creation.md uploads). */
export function sendDirectPhoto(targets: DirectSendTargets, uploadId: string): Promise<DirectSendResult> {
  return broadcastToDirect('configure_photo', targets, { upload_id: uploadId });
}

/** POST a copy of a message the viewer can read into other threads. */
export function forwardDirectItem(
  targets: DirectSendTargets,
  from: { threadId: string; itemId: string },
): Promise<DirectSendResult> {
  return broadcastToDirect('forward', targets, {
    forwarded_from_thread_id: from.threadId,
    forwarded_from_thread_item_id: from.itemId,
  });
}

/** POST add or remove the viewer's like (a heart) or emoji on a message; answers the message. */
export function setDirectReaction(
  threadId: string,
  itemId: string,
  reaction: { kind: 'like' } | { kind: 'emoji'; emoji: string },
  present: boolean,
): Promise<DirectItemAnswer> {
  return apiClient.request('POST', itemPath(threadId, itemId, 'reactions'), {
    form: {
      reaction_type: reaction.kind,
      reaction_status: present ? 'created' : 'deleted',
      ...(reaction.kind === 'emoji' ? { emoji: reaction.emoji } : {}),
    },
  });
}

/** POST unsend: removes the viewer's own message for everyone. */
export function unsendDirectItem(threadId: string, itemId: string): Promise<DirectActionResult> {
  return apiClient.request('POST', itemPath(threadId, itemId, 'delete'), { form: {} });
}

/** POST delete for me: hides a message for the viewer only. */
export function hideDirectItem(threadId: string, itemId: string): Promise<DirectActionResult> {
  return apiClient.request('POST', itemPath(threadId, itemId, 'hide'), { form: {} });
}

/** POST mark a message (and so the thread up to it) seen. */
export function markDirectItemSeen(threadId: string, itemId: string): Promise<DirectActionResult> {
  return apiClient.request('POST', itemPath(threadId, itemId, 'seen'), { form: {} });
}

/** GET presence of the people the viewer shares threads with (only those the viewer may see). */
export function fetchDirectPresence(options: Signal = {}): Promise<DirectPresenceAnswer> {
  return apiClient.request('GET', `${BASE}/get_presence/`, { signal: options.signal });
}

/** POST approve message requests into a folder (0 Primary, 1 General). */
export function approveDirectThreads(threadIds: readonly string[], folder: 0 | 1 = 0): Promise<DirectActionResult> {
  return apiClient.request('POST', `${BASE}/threads/approve_multiple/`, {
    form: { thread_ids: JSON.stringify(threadIds), folder: String(folder) },
  });
}

/** POST decline message requests (they leave the viewer's requests). */
export function declineDirectThreads(threadIds: readonly string[]): Promise<DirectActionResult> {
  return apiClient.request('POST', `${BASE}/threads/decline_multiple/`, {
    form: { thread_ids: JSON.stringify(threadIds) },
  });
}

/** POST decline every message request. */
export function declineAllDirectThreads(): Promise<DirectActionResult> {
  return apiClient.request('POST', `${BASE}/threads/decline_all/`, { form: {} });
}

/** Thread actions that take no fields. `delete` leaves (a group) or hides (one-to-one) the thread. */
export type DirectThreadAction =
  'mute' | 'unmute' | 'mute_video_call' | 'unmute_video_call' | 'hide' | 'leave' | 'delete';

/** POST one of the field-less thread actions. */
export function runDirectThreadAction(threadId: string, action: DirectThreadAction): Promise<DirectActionResult> {
  return apiClient.request('POST', threadPath(threadId, action), { form: {} });
}

/** POST move the thread to a folder (2, Partnership, for professional accounts only). */
export function moveDirectThread(threadId: string, folder: DirectFolder): Promise<DirectActionResult> {
  return apiClient.request('POST', threadPath(threadId, 'move'), { form: { folder: String(folder) } });
}

/** Admin-only member changes of a group. */
export type DirectMemberAction = 'add_user' | 'remove_users' | 'add_admins' | 'remove_admins';

/** POST add or remove members or admins (admins only). */
export function changeDirectMembers(
  threadId: string,
  action: DirectMemberAction,
  userIds: readonly string[],
): Promise<DirectActionResult> {
  return apiClient.request('POST', threadPath(threadId, action), { form: { user_ids: JSON.stringify(userIds) } });
}

/** POST rename a group (admins only); an empty title goes back to the members' names. */
export function updateDirectTitle(threadId: string, title: string): Promise<DirectActionResult> {
  return apiClient.request('POST', threadPath(threadId, 'update_title'), { form: { title } });
}

/** POST the disappearing-message setting (ttl_sec one of DISAPPEARING_TTL_OPTIONS when on). */
export function setDisappearingMessages(threadId: string, setting: DisappearingSetting): Promise<DirectActionResult> {
  return apiClient.request('POST', threadPath(threadId, 'set_disappearing_messages_settings'), {
    form: { mode: setting.mode, ...(setting.ttl_sec !== null ? { ttl_sec: String(setting.ttl_sec) } : {}) },
  });
}

/** GET messages of one thread containing `query`, newest first. */
export function searchInThread(
  threadId: string,
  query: string,
  options: { offset?: number } & Signal = {},
): Promise<InThreadSearch> {
  return apiClient.request('GET', `${BASE}/in_thread_message_search/`, {
    query: { id: threadId, query, offset: options.offset },
    signal: options.signal,
  });
}

/** GET messages and threads across the viewer's threads matching `query`. */
export function searchDirectSecondary(
  query: string,
  options: { offset?: number } & Signal = {},
): Promise<DirectSearchSecondary> {
  return apiClient.request('GET', `${BASE}/search_secondary/`, {
    query: { query, offset: options.offset, result_types: 'message,thread' },
    signal: options.signal,
  });
}
