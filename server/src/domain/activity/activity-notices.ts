import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { activityBadge } from './activity-list.js';

/**
 * The people whose activity one action changed (a notification added, brought back or taken
 * away). The action collects them inside its transaction; its caller announces them once the
 * transaction has committed, so a badge never counts a row another session cannot read yet
 * (docs/behaviour/activity.md#the-badge).
 */
export class ActivityNotices {
  readonly recipients = new Set<number>();

  add(recipientId: number): void {
    this.recipients.add(recipientId);
  }
}

/** Sends each changed person their new badge count, on every instance (after the commit). */
export async function announceActivity(
  deps: { db: Kysely<DB>; realtime: RealtimeHub },
  notices: ActivityNotices,
): Promise<void> {
  for (const recipientId of notices.recipients) {
    const { unread_count } = await activityBadge(deps.db, recipientId);
    deps.realtime.publish([recipientId], { type: 'activity-badge', count: unread_count });
  }
}
