import type { DirectItem, DirectThread, UserSummary } from 'shared-contracts';

/** Whether the viewer may write in this thread (a request must be accepted first; a block stops it). */
export function canSendIn(thread: DirectThread): boolean {
  return !thread.pending && !thread.messaging_blocked;
}

/**
 * The seen marker under the viewer's last message (docs/behaviour/direct.md#seen-in-a-thread): in a one-to-one
 * thread "seen" once the other person saw it, in a group how many members did. Nothing while the
 * others have not approved the request, or when the last message is not the viewer's.
 */
export function seenMarker(
  thread: DirectThread,
  lastItem: DirectItem | null,
): { kind: 'none' } | { kind: 'seen' } | { kind: 'seen-by'; count: number } {
  if (!lastItem || lastItem.user_id !== thread.viewer_id || thread.awaiting_approval) return { kind: 'none' };
  const seers = Object.entries(thread.last_seen_at).filter(
    ([userId, mark]) => userId !== thread.viewer_id && mark.timestamp >= lastItem.timestamp,
  ).length;
  if (seers === 0) return { kind: 'none' };
  return thread.is_group ? { kind: 'seen-by', count: seers } : { kind: 'seen' };
}

/** The members by id (the others, the ones who left, and the viewer if given). */
export function membersById(thread: DirectThread, viewer?: UserSummary | null): Map<string, UserSummary> {
  const members = new Map<string, UserSummary>();
  for (const user of [...(thread.left_users ?? []), ...thread.users]) members.set(user.pk, user);
  if (viewer) members.set(viewer.pk, viewer);
  return members;
}

/** How a member is named in a thread: full name, else username. */
export function displayName(user: UserSummary | undefined): string {
  return user ? user.full_name || user.username : '';
}

/**
 * The people a thread is pictured and named by: its other members; for a group nobody else is
 * left in, the ones who were (so a group request never shows an empty picture and no name:
 * docs/behaviour/direct.md#a-request-opened-by-itself).
 */
export function shownMembers(thread: DirectThread): readonly UserSummary[] {
  return thread.users.length > 0 || !thread.is_group ? thread.users : (thread.left_users ?? []);
}

/** The name a thread shows: its title, else the names of `shownMembers`. */
export function shownTitle(thread: DirectThread): string {
  return thread.thread_title || shownMembers(thread).map(displayName).join(', ');
}
