import { createValueStore, useValueStore } from 'shared-ui';

/** A typing mark with no refresh for this long is dropped (a lost "stopped" event). */
export const TYPING_TIMEOUT_MS = 6000;

// Who is typing in each thread, first started first. A thread's list is replaced only when it
// changes, so a thread on screen re-renders for its own members only.
const typing = createValueStore<ReadonlyMap<string, readonly string[]>>(new Map());
// The timer that drops each mark (keyed by thread and member).
const expiries = new Map<string, ReturnType<typeof setTimeout>>();
const NONE: readonly string[] = [];

const membersOf = (all: ReadonlyMap<string, readonly string[]>, threadId: string): readonly string[] =>
  all.get(threadId) ?? NONE;

/** Records that a member started or stopped typing in a thread. */
export function setTyping(threadId: string, userId: string, active: boolean): void {
  const key = `${threadId}/${userId}`;
  clearTimeout(expiries.get(key));
  expiries.delete(key);
  if (active)
    expiries.set(
      key,
      setTimeout(() => setTyping(threadId, userId, false), TYPING_TIMEOUT_MS),
    );
  typing.update((all) => {
    const members = membersOf(all, threadId);
    if (members.includes(userId) === active) return all;
    const next = new Map(all);
    const changed = active ? [...members, userId] : members.filter((id) => id !== userId);
    if (changed.length > 0) next.set(threadId, changed);
    else next.delete(threadId);
    return next;
  });
}

/** Who is typing in a thread now (ids, first started first). */
export function typingIn(threadId: string): readonly string[] {
  return membersOf(typing.getValue(), threadId);
}

/** The ids of the members typing in a thread, live. */
export function useTyping(threadId: string): readonly string[] {
  return useValueStore(typing, (all) => membersOf(all, threadId));
}
