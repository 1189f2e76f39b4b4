import type { DirectSendResult, DirectThread, DirectThreadLookup, RankedRecipients } from 'shared-contracts';
import { apiClient } from 'shared-client';

/** Direct-message calls (docs/calls.md#direct). Every POST is a form. */
const BASE = '/api/v1/direct_v2';

interface Signal {
  signal?: AbortSignal;
}

/** GET the thread whose members are exactly the viewer and `userIds` (null when none): the profile's Message button. */
export function fetchThreadByParticipants(
  userIds: readonly string[],
  options: Signal = {},
): Promise<DirectThreadLookup> {
  return apiClient.request('GET', `${BASE}/threads/get_by_participants/`, {
    query: { recipient_users: JSON.stringify(userIds) },
    signal: options.signal,
  });
}

/** POST a new thread with `userIds` (one person: their one-to-one thread, found or made). Answers the thread. */
export function createGroupThread(
  userIds: readonly string[],
  options: { title?: string } = {},
): Promise<DirectThread & { status: 'ok' }> {
  return apiClient.request('POST', `${BASE}/create_group_thread/`, {
    form: { recipient_users: JSON.stringify(userIds), ...(options.title ? { thread_title: options.title } : {}) },
  });
}

/** Where a message goes: existing threads and/or people (each gets their one-to-one thread). */
export interface DirectSendTargets {
  threadIds?: readonly string[];
  recipientUsers?: readonly string[];
  /** Idempotency key, unique per sender: a retry with the same one answers the stored item. */
  clientContext: string;
  /** The message this one replies to (quoted). */
  repliedToItemId?: string;
}

function targetForm(targets: DirectSendTargets): Record<string, string> {
  return {
    ...(targets.threadIds ? { thread_ids: JSON.stringify(targets.threadIds) } : {}),
    ...(targets.recipientUsers ? { recipient_users: JSON.stringify(targets.recipientUsers) } : {}),
    client_context: targets.clientContext,
    ...(targets.repliedToItemId ? { replied_to_item_id: targets.repliedToItemId } : {}),
  };
}

/** POST one message of `kind` to `targets` (docs/calls.md#direct): every direct send goes through it. */
export function broadcastToDirect(
  kind: string,
  targets: DirectSendTargets,
  fields: Record<string, string>,
): Promise<DirectSendResult> {
  return apiClient.request('POST', `${BASE}/threads/broadcast/${kind}/`, {
    form: { ...targetForm(targets), ...fields },
  });
}

/** POST a post (or reel) share, with an optional text. */
export function sendDirectMediaShare(
  targets: DirectSendTargets,
  mediaId: string,
  text?: string,
): Promise<DirectSendResult> {
  return broadcastToDirect('media_share', targets, { media_id: mediaId, ...(text ? { text } : {}) });
}

/** POST a reply to a story (its media id) to the story's owner. */
export function sendStoryReply(targets: DirectSendTargets, mediaId: string, text: string): Promise<DirectSendResult> {
  return broadcastToDirect('reel_share', targets, { media_id: mediaId, text });
}

/**
 * GET people (and with `showThreads`, group threads) to send to, the ones the viewer messages most
 * and follows first; `query` filters by username and name. Blocked accounts never appear.
 */
export function fetchRankedRecipients(
  options: { mode?: 'reshare' | 'raven'; query?: string; showThreads?: boolean } & Signal = {},
): Promise<RankedRecipients> {
  return apiClient.request('GET', `${BASE}/ranked_recipients/`, {
    query: { mode: options.mode ?? 'reshare', query: options.query || undefined, show_threads: options.showThreads },
    signal: options.signal,
  });
}
