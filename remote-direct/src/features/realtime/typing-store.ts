import { useSyncExternalStore } from 'react';

/** A typing mark with no refresh for this long is dropped (a lost "stopped" event). */
export const TYPING_TIMEOUT_MS = 6000;

const typing = new Map<string, Map<string, ReturnType<typeof setTimeout>>>();
const snapshots = new Map<string, string[]>();
const listeners = new Set<() => void>();
const NONE: string[] = [];

function changed(threadId: string): void {
  snapshots.delete(threadId);
  for (const listener of listeners) listener();
}

/** Records that a member started or stopped typing in a thread. */
export function setTyping(threadId: string, userId: string, active: boolean): void {
  const members = typing.get(threadId) ?? new Map<string, ReturnType<typeof setTimeout>>();
  typing.set(threadId, members);
  const timer = members.get(userId);
  if (timer) clearTimeout(timer);
  if (active)
    members.set(
      userId,
      setTimeout(() => setTyping(threadId, userId, false), TYPING_TIMEOUT_MS),
    );
  else members.delete(userId);
  changed(threadId);
}

/** Who is typing in a thread now (ids, first started first). */
export function typingIn(threadId: string): string[] {
  let snapshot = snapshots.get(threadId);
  if (!snapshot) {
    const members = typing.get(threadId);
    snapshot = members && members.size > 0 ? [...members.keys()] : NONE;
    snapshots.set(threadId, snapshot);
  }
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of the members typing in a thread, live. */
export function useTyping(threadId: string): string[] {
  return useSyncExternalStore(subscribe, () => typingIn(threadId));
}
