import { apiClient } from 'shared-client';

// Browser notifications from the settings (docs/behaviour/activity.md#browser-notifications): the
// site's service worker (/sw.js), the browser's push subscription made with the server's VAPID
// key, and its registration with the server.

/** Where this browser stands: it cannot, the person refused, not on, or on. */
export type BrowserPushState = 'unsupported' | 'denied' | 'off' | 'on';

/** What the browser offers: missing in old browsers, in insecure pages and in some private modes. */
export interface PushPlatform {
  serviceWorker?: ServiceWorkerContainer;
  notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
}

function platformOf(): PushPlatform {
  return {
    serviceWorker:
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    notification: typeof Notification === 'undefined' ? undefined : Notification,
  };
}

/** The VAPID key as pushManager.subscribe takes it (base64url to bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function existingSubscription(platform: PushPlatform): Promise<PushSubscription | null> {
  const registration = await platform.serviceWorker?.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * This browser's state, without asking the person anything. A subscription the server does not
 * hold for this account (left by another account, or by a session that ended) counts as off: its
 * notifications stopped with that session.
 */
export async function browserPushState(platform = platformOf()): Promise<BrowserPushState> {
  if (!platform.serviceWorker || !platform.notification) return 'unsupported';
  if (platform.notification.permission === 'denied') return 'denied';
  const subscription = await existingSubscription(platform);
  if (!subscription) return 'off';
  const { registered } = await apiClient.request<{ registered: boolean }>('GET', '/api/v1/push/subscription/', {
    query: { endpoint: subscription.endpoint },
  });
  return registered ? 'on' : 'off';
}

/**
 * Turns browser notifications on: asks the person, registers the service worker, subscribes with
 * the server's key and registers the subscription (`previews`: the payloads may carry text).
 */
export async function enableBrowserPush(previews: boolean, platform = platformOf()): Promise<BrowserPushState> {
  if (!platform.serviceWorker || !platform.notification) return 'unsupported';
  const permission = await platform.notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  await platform.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await platform.serviceWorker.ready;
  const { public_key } = await apiClient.request<{ public_key: string }>('GET', '/api/v1/push/key/');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(public_key),
    }));
  const { endpoint, keys } = subscription.toJSON();
  await apiClient.request('POST', '/api/v1/push/subscribe/', {
    form: { endpoint: endpoint ?? '', p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '', previews: String(previews) },
  });
  return 'on';
}

/** Turns them off for this browser: the server forgets it and the browser unsubscribes. */
export async function disableBrowserPush(platform = platformOf()): Promise<BrowserPushState> {
  const subscription = await existingSubscription(platform);
  if (subscription) {
    await apiClient.request('POST', '/api/v1/push/unsubscribe/', { form: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
