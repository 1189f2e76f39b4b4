import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ServerConfig } from '../../config.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { pushNotifications } from '../push/push-sender.js';
import { activityBadge } from './activity-list.js';

/**
 * The people whose activity one action changed (a notification added, brought back or taken
 * away). The action collects them inside its transaction; its caller announces them once the
 * transaction has committed, so a badge never counts a row another session cannot read yet
 * (docs/behaviour/activity.md#the-badge).
 */
export class ActivityNotices {
  readonly recipients = new Set<number>();
  /** Notifications new with this action (not brought back): the ones pushed to browsers. */
  readonly added: number[] = [];

  add(recipientId: number, newNotificationId?: number): void {
    this.recipients.add(recipientId);
    if (newNotificationId !== undefined) this.added.push(newNotificationId);
  }
}

/** A push that failed is the operator's to see, not the person's who acted. */
const warn = (message: string) => process.emitWarning(message, 'PushWarning');

/** Pushes still being sent, so that a shutdown (or a test) can wait for them. */
const pushing = new Set<Promise<unknown>>();

/** Resolves when every push started so far has been sent or has failed. */
export async function pushesSettled(): Promise<void> {
  await Promise.allSettled([...pushing]);
}

/** Sends each changed person their new badge count, on every instance, and pushes what is new (after the commit). */
export async function announceActivity(
  deps: { db: Kysely<DB>; realtime: RealtimeHub; config: Pick<ServerConfig, 'vapidKeys' | 'vapidSubject'> },
  notices: ActivityNotices,
): Promise<void> {
  // Browsers are told in the background: a slow push service never holds the answer.
  if (notices.added.length > 0) {
    const push = pushNotifications(deps, notices.added, warn).catch((error: unknown) => warn(String(error)));
    pushing.add(push);
    void push.finally(() => pushing.delete(push));
  }
  for (const recipientId of notices.recipients) {
    const { unread_count } = await activityBadge(deps.db, recipientId);
    deps.realtime.publish([recipientId], { type: 'activity-badge', count: unread_count });
  }
}
