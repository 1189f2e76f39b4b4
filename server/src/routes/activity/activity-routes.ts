import type { FastifyInstance } from 'fastify';
import {
  ActivityQuerySchema,
  ActivitySettingsFormSchema,
  PushSubscribeFormSchema,
  PushUnsubscribeFormSchema,
} from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { requireViewer, sessionHashOf } from '../../http/session.js';
import { activityBadge, listActivity, markActivitySeen } from '../../domain/activity/activity-list.js';
import { changeActivitySettings, loadActivitySettings } from '../../domain/activity/activity-settings.js';
import { isPushRegistered, subscribePush, unsubscribePush } from '../../domain/push/push-subscriptions.js';
import { vapidKeysOf } from '../../domain/push/vapid.js';

/**
 * The viewer's activity (docs/behaviour/activity.md): the list, newest first and grouped; the
 * badge's unread count; and "seen", which clears the badge. Only one's own: there is no way to
 * read another account's activity.
 */
export async function activityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;

  app.get('/api/v1/activity/', async (request) => {
    const viewer = await requireViewer(request);
    const query = parseInput(ActivityQuerySchema, request.query);
    return listActivity(db, viewer.id, query.max_id, urls);
  });

  app.get('/api/v1/activity/badge/', async (request) => {
    const viewer = await requireViewer(request);
    return activityBadge(db, viewer.id);
  });

  app.post('/api/v1/activity/seen/', async (request) => {
    const viewer = await requireViewer(request);
    await markActivitySeen(db, viewer.id);
    // The person's other tabs and browsers clear their badge too.
    deps.realtime.publish([viewer.id], {
      type: 'activity-badge',
      count: (await activityBadge(db, viewer.id)).unread_count,
    });
    return { status: 'ok' as const };
  });

  app.get('/api/v1/activity/settings/', async (request) => {
    const viewer = await requireViewer(request);
    return loadActivitySettings(db, viewer.id);
  });

  app.post('/api/v1/activity/settings/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(ActivitySettingsFormSchema, request.body ?? {});
    return changeActivitySettings(db, viewer.id, {
      kind: form.kind,
      enabled: form.enabled === undefined ? undefined : form.enabled === '1' || form.enabled === 'true',
      pauseMinutes: form.pause === undefined ? undefined : Number(form.pause),
    });
  });

  // Browser notifications (docs/behaviour/activity.md#browser-notifications).
  app.get('/api/v1/push/key/', async (request) => {
    await requireViewer(request);
    const keys = await vapidKeysOf(db, deps.config.vapidKeys);
    return { public_key: keys.publicKey, status: 'ok' as const };
  });

  app.post('/api/v1/push/subscribe/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(PushSubscribeFormSchema, request.body ?? {});
    const sessionHash = sessionHashOf(request);
    if (!sessionHash) throw fail.unauthenticated();
    await subscribePush(
      db,
      { userId: viewer.id, sessionHash },
      {
        endpoint: form.endpoint,
        p256dh: form.p256dh,
        auth: form.auth,
        previews: form.previews === '1' || form.previews === 'true',
      },
      deps.config.pushServiceOrigins,
    );
    return { status: 'ok' as const };
  });

  // Whether this browser is registered for the viewer: one left from another account or an ended
  // session is not, and the settings show notifications off.
  app.get('/api/v1/push/subscription/', async (request) => {
    const viewer = await requireViewer(request);
    const query = parseInput(PushUnsubscribeFormSchema, request.query ?? {});
    return { registered: await isPushRegistered(db, viewer.id, query.endpoint), status: 'ok' as const };
  });

  app.post('/api/v1/push/unsubscribe/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(PushUnsubscribeFormSchema, request.body ?? {});
    await unsubscribePush(db, viewer.id, form.endpoint);
    return { status: 'ok' as const };
  });
}
