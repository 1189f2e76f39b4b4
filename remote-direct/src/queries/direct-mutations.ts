import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { DirectFolder, DirectItem, DisappearingSetting, Inbox } from 'shared-contracts';
import type { DirectMemberAction, DirectThreadAction } from './direct-calls';
import {
  approveDirectThreads,
  changeDirectMembers,
  declineAllDirectThreads,
  declineDirectThreads,
  hideDirectItem,
  markDirectItemSeen,
  moveDirectThread,
  runDirectThreadAction,
  setDirectReaction,
  setDisappearingMessages,
  unsendDirectItem,
  updateDirectTitle,
} from './direct-calls';
import { invalidateInboxes } from './direct';
import { directKeys } from 'shared-client/direct';
import type { DirectThreadData } from './direct-cache';
import { markThreadSeen, removeThreadItem, updateThreadItem } from './direct-thread';

/** Which reaction: the like (a heart) or an emoji. */
export type DirectReactionChoice = { kind: 'like' } | { kind: 'emoji'; emoji: string };

function snapshot(client: QueryClient, threadId: string): DirectThreadData | undefined {
  return client.getQueryData<DirectThreadData>(directKeys.thread(threadId));
}

function restore(client: QueryClient, threadId: string, data: DirectThreadData | undefined): void {
  if (data) client.setQueryData(directKeys.thread(threadId), data);
}

function heldItem(data: DirectThreadData | undefined, itemId: string): DirectItem | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((i) => i.item_id === itemId);
    if (found) return found;
  }
  return undefined;
}

/** The item with the viewer's reaction added or taken away (the optimistic copy). */
export function withReaction(
  item: DirectItem,
  viewerId: string,
  choice: DirectReactionChoice,
  present: boolean,
): DirectItem {
  const reactions = item.reactions ?? { likes: [], likes_count: 0, emojis: [] };
  const timestamp = Date.now() * 1000;
  if (choice.kind === 'like') {
    const likes = reactions.likes.filter((l) => l.sender_id !== viewerId);
    if (present) likes.push({ sender_id: viewerId, timestamp });
    return { ...item, reactions: { ...reactions, likes, likes_count: likes.length } };
  }
  const emojis = reactions.emojis.filter((e) => e.sender_id !== viewerId);
  if (present) emojis.push({ sender_id: viewerId, timestamp, emoji: choice.emoji });
  return { ...item, reactions: { ...reactions, emojis } };
}

/** Adds or removes the viewer's reaction on a message: shown at once, put back if the call fails. */
export function useDirectReactionMutation(threadId: string, viewerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { itemId: string; choice: DirectReactionChoice; present: boolean }) =>
      setDirectReaction(threadId, v.itemId, v.choice, v.present),
    onMutate: (v) => {
      const before = snapshot(client, threadId);
      const item = heldItem(before, v.itemId);
      if (item) updateThreadItem(client, threadId, withReaction(item, viewerId, v.choice, v.present));
      return { before };
    },
    onError: (_error, _v, context) => restore(client, threadId, context?.before),
    onSuccess: (answer) => updateThreadItem(client, threadId, answer.item),
  });
}

/** Unsends the viewer's message (for everyone) or deletes one for the viewer only; undone on failure. */
export function useRemoveDirectItemMutation(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { itemId: string; mode: 'unsend' | 'hide' }) =>
      v.mode === 'unsend' ? unsendDirectItem(threadId, v.itemId) : hideDirectItem(threadId, v.itemId),
    onMutate: (v) => {
      const before = snapshot(client, threadId);
      removeThreadItem(client, threadId, v.itemId);
      return { before };
    },
    onError: (_error, _v, context) => restore(client, threadId, context?.before),
    onSettled: () => invalidateInboxes(client),
  });
}

/** Marks the thread seen up to an item; the inbox row turns read at once. */
export function useMarkSeenMutation(threadId: string, viewerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => markDirectItemSeen(threadId, itemId),
    onMutate: (itemId) => {
      const item = heldItem(snapshot(client, threadId), itemId);
      const timestampMs = item ? Math.ceil(item.timestamp / 1000) : Date.now();
      markThreadSeen(client, threadId, viewerId, itemId, timestampMs);
      client.setQueriesData<InfiniteData<Inbox>>({ queryKey: directKeys.inboxes }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                inbox: {
                  ...page.inbox,
                  threads: page.inbox.threads.map((t) =>
                    t.thread_id === threadId
                      ? {
                          ...t,
                          last_seen_at: {
                            ...t.last_seen_at,
                            [viewerId]: { timestamp: t.last_activity_at, item_id: itemId },
                          },
                        }
                      : t,
                  ),
                },
              })),
            }
          : old,
      );
    },
  });
}

/** Every change of a thread's settings or membership the details panel makes. */
export type DirectThreadChange =
  | { kind: 'action'; action: DirectThreadAction }
  | { kind: 'move'; folder: DirectFolder }
  | { kind: 'members'; action: DirectMemberAction; userIds: string[] }
  | { kind: 'title'; title: string }
  | { kind: 'disappearing'; setting: DisappearingSetting };

function runChange(threadId: string, change: DirectThreadChange) {
  switch (change.kind) {
    case 'action':
      return runDirectThreadAction(threadId, change.action);
    case 'move':
      return moveDirectThread(threadId, change.folder);
    case 'members':
      return changeDirectMembers(threadId, change.action, change.userIds);
    case 'title':
      return updateDirectTitle(threadId, change.title);
    case 'disappearing':
      return setDisappearingMessages(threadId, change.setting);
  }
}

/** Whether a change takes the thread away from the viewer (leave, hide, delete). */
export function changeRemovesThread(change: DirectThreadChange): boolean {
  return (
    change.kind === 'action' && (change.action === 'leave' || change.action === 'hide' || change.action === 'delete')
  );
}

/** Changes a thread's settings or members, then reads the thread and the inbox again. */
export function useDirectThreadChangeMutation(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: DirectThreadChange) => runChange(threadId, change),
    onSuccess: async (_answer, change) => {
      if (changeRemovesThread(change)) client.removeQueries({ queryKey: directKeys.thread(threadId) });
      else await client.invalidateQueries({ queryKey: directKeys.thread(threadId) });
      await invalidateInboxes(client);
    },
  });
}

function withoutPending(client: QueryClient, threadIds: readonly string[] | 'all'): void {
  client.setQueryData<InfiniteData<Inbox>>(directKeys.pending, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            inbox: {
              ...page.inbox,
              threads: threadIds === 'all' ? [] : page.inbox.threads.filter((t) => !threadIds.includes(t.thread_id)),
            },
          })),
        }
      : old,
  );
}

/** Accepts requests into Primary or General, or declines some or all; they leave the list at once. */
export function useRequestDecisionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      v:
        | { decision: 'approve'; threadIds: string[]; folder: 0 | 1 }
        | { decision: 'decline'; threadIds: string[] }
        | { decision: 'decline-all' },
    ) =>
      v.decision === 'approve'
        ? approveDirectThreads(v.threadIds, v.folder)
        : v.decision === 'decline'
          ? declineDirectThreads(v.threadIds)
          : declineAllDirectThreads(),
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: directKeys.pending });
      const before = client.getQueryData<InfiniteData<Inbox>>(directKeys.pending);
      withoutPending(client, v.decision === 'decline-all' ? 'all' : v.threadIds);
      return { before };
    },
    onError: (_error, _v, context) => {
      if (context?.before) client.setQueryData(directKeys.pending, context.before);
    },
    onSettled: async (_answer, _error, v) => {
      if (v.decision !== 'decline-all')
        for (const id of v.threadIds) await client.invalidateQueries({ queryKey: directKeys.thread(id) });
      await invalidateInboxes(client);
    },
  });
}
