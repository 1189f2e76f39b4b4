import type { Kysely } from 'kysely';
import webpush from 'web-push';
import {
  ACTIVITY_PATH,
  directThreadPath,
  isLocale,
  postCommentPath,
  postPath,
  profilePath,
  type ActivityKind,
  type Locale,
} from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import type { ServerConfig } from '../../config.js';
import { visibleNotifications } from '../activity/activity-list.js';
import { pushText } from './push-text.js';
import { vapidKeysOf } from './vapid.js';

/** How long a push service keeps a notification for a browser that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** What the service worker receives (shell's sw.js shows it and opens `url` on a click). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The page a click opens: a comment's permalink for comment kinds (docs/behaviour/activity.md#browser-notifications). */
function pathFor(
  kind: ActivityKind,
  code: string | null,
  commentId: number | null,
  actorUsername: string,
  threadId: number | null,
): string {
  if (threadId !== null) return directThreadPath(String(threadId));
  if (kind === 'follow_request' || kind === 'story_like') return ACTIVITY_PATH;
  if (code && commentId !== null) return postCommentPath(code, String(commentId));
  if (code) return postPath(code);
  return profilePath(actorUsername);
}

/**
 * Pushes new notifications to their recipients' browsers (docs/behaviour/activity.md#browser-notifications),
 * after the actions' transactions committed. Only notifications the recipient may see now (their
 * settings and the block rules, as the list reads them), and none while they paused notifications.
 * A subscription its push service no longer knows (RFC 8030: 404, 410) is removed. Never throws: a push
 * service's failure is logged and changes nothing else.
 */
export async function pushNotifications(
  deps: { db: Kysely<DB>; config: Pick<ServerConfig, 'vapidKeys' | 'vapidSubject'> },
  notificationIds: readonly number[],
  log: (message: string) => void = () => undefined,
  now = Date.now(),
): Promise<number> {
  const { db } = deps;
  let sent = 0;
  for (const id of notificationIds) {
    const owner = await db.selectFrom('notifications').select('recipient_id').where('id', '=', id).executeTakeFirst();
    if (!owner) continue;
    const recipientId = owner.recipient_id;
    const [row, subscriptions, pause, recipient] = await Promise.all([
      visibleNotifications(db, recipientId)
        .innerJoin('users as actor', 'actor.id', 'notifications.actor_id')
        .leftJoin('comments', 'comments.id', 'notifications.comment_id')
        .leftJoin('direct_items', 'direct_items.id', 'notifications.direct_item_id')
        .select([
          'notifications.kind',
          'actor.username',
          'media.code',
          'comments.id as comment_id',
          'comments.text',
          'direct_items.thread_id',
          'direct_items.text as reply_text',
        ])
        .where('notifications.id', '=', id)
        .executeTakeFirst(),
      // Only browsers whose session is still open: an expired one may not have been swept yet.
      db
        .selectFrom('push_subscriptions')
        .innerJoin('sessions', 'sessions.token_hash', 'push_subscriptions.session_hash')
        .selectAll('push_subscriptions')
        .where('push_subscriptions.user_id', '=', recipientId)
        .where('sessions.expires_at', '>', now)
        .execute(),
      db.selectFrom('activity_pauses').select('paused_until').where('user_id', '=', recipientId).executeTakeFirst(),
      db.selectFrom('users').select('locale').where('id', '=', recipientId).executeTakeFirstOrThrow(),
    ]);
    if (!row || subscriptions.length === 0) continue;
    if (pause && Number(pause.paused_until) > now) continue;
    const locale: Locale = recipient.locale && isLocale(recipient.locale) ? recipient.locale : 'zh-CN';
    const keys = await vapidKeysOf(db, deps.config.vapidKeys);
    const kind = row.kind as ActivityKind;
    for (const subscription of subscriptions) {
      const text = pushText(
        { kind, actorUsername: row.username, commentText: row.text ?? row.reply_text ?? null },
        locale,
        subscription.previews === 1,
      );
      const payload: PushPayload = {
        ...text,
        url: pathFor(kind, row.code ?? null, row.comment_id ?? null, row.username, row.thread_id ?? null),
        tag: `activity-${id}`,
      };
      try {
        // web-push encrypts and signs; the request goes out with fetch, which neither follows a
        // redirect (the endpoint was checked, where it points to was not) nor waits forever.
        const request = webpush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          { vapidDetails: { subject: deps.config.vapidSubject, ...keys }, TTL: PUSH_TTL_SECONDS },
        );
        const headers = Object.fromEntries(
          Object.entries(request.headers)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        );
        const answer = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ?? null,
          redirect: 'manual',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await answer.arrayBuffer();
        if (answer.status === 404 || answer.status === 410)
          await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
        else if (answer.ok) sent += 1;
        else log(`push to subscription ${subscription.id} answered ${answer.status}`);
      } catch (error) {
        log(`push to subscription ${subscription.id} failed: ${(error as Error).message}`);
      }
    }
  }
  return sent;
}
