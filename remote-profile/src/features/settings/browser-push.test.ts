import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import {
  applicationServerKey,
  browserPushState,
  disableBrowserPush,
  enableBrowserPush,
  type PushPlatform,
} from './browser-push';

// The settings' browser-notification steps (docs/behaviour/activity.md#browser-notifications)
// against a pretend browser: its service worker container, permission and push manager.

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

let api: FakeApi;
/** Whether the server holds this browser's subscription for the account. */
let serverHolds = true;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', '/api/v1/push/key/', () => ({ public_key: KEY, status: 'ok' }));
  api.on('POST', '/api/v1/push/subscribe/', () => ({ status: 'ok' }));
  api.on('POST', '/api/v1/push/unsubscribe/', () => ({ status: 'ok' }));
  api.on('GET', '/api/v1/push/subscription/', () => ({ registered: serverHolds, status: 'ok' }));
  serverHolds = true;
});
afterEach(() => api.restore());

const posted = (path: string) => api.requests.filter((request) => request.method === 'POST' && request.path === path);

function pretendBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  let subscription: (PushSubscription & { gone: boolean }) | null = null;
  const subscribed: Array<PushSubscriptionOptionsInit | undefined> = [];
  const registered: string[] = [];
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options?: PushSubscriptionOptionsInit) => {
      subscribed.push(options);
      subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        gone: false,
        toJSON: () => ({
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) },
        }),
        unsubscribe: async () => {
          subscription = null;
          return true;
        },
      } as unknown as PushSubscription & { gone: boolean };
      return subscription;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const platform: PushPlatform = {
    serviceWorker: {
      register: async (url: string) => {
        registered.push(url);
        return registration;
      },
      ready: Promise.resolve(registration),
      getRegistration: async () => (registered.length > 0 || subscription ? registration : undefined),
    } as unknown as ServiceWorkerContainer,
    notification: { permission, requestPermission: async () => answer },
  };
  return { platform, subscribed, registered };
}

describe('browser notifications', () => {
  it('turns the VAPID key into its 65 bytes', () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('says when the browser cannot, or the person refused', async () => {
    expect(await browserPushState({})).toBe('unsupported');
    expect(await enableBrowserPush(false, {})).toBe('unsupported');
    const refused = pretendBrowser('default', 'denied');
    expect(await enableBrowserPush(false, refused.platform)).toBe('denied');
    expect(refused.subscribed).toEqual([]);
    expect(posted('/api/v1/push/subscribe/')).toHaveLength(0);
  });

  it('subscribes with the server key, registers the subscription with the previews choice, and turns off again', async () => {
    const browser = pretendBrowser('default', 'granted');
    expect(await browserPushState(browser.platform)).toBe('off');
    expect(await enableBrowserPush(true, browser.platform)).toBe('on');
    expect(browser.registered).toEqual(['/sw.js']);
    expect(browser.subscribed[0]?.userVisibleOnly).toBe(true);
    expect(Array.from(browser.subscribed[0]?.applicationServerKey as Uint8Array)).toEqual(
      Array.from(applicationServerKey(KEY)),
    );
    const [sent] = posted('/api/v1/push/subscribe/');
    expect(Object.fromEntries(sent!.form)).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      p256dh: 'P'.repeat(87),
      auth: 'A'.repeat(22),
      previews: 'true',
    });
    expect(await browserPushState(browser.platform)).toBe('on');
    expect(await disableBrowserPush(browser.platform)).toBe('off');
    expect(posted('/api/v1/push/unsubscribe/')).toHaveLength(1);
    expect(await browserPushState(browser.platform)).toBe('off');
  });

  it('counts a subscription the server does not hold for this account as off, and registers it again when turned on', async () => {
    const browser = pretendBrowser('default', 'granted');
    await enableBrowserPush(false, browser.platform);
    // Logged out meanwhile (the server dropped it with the session), then logged in again.
    serverHolds = false;
    expect(await browserPushState(browser.platform)).toBe('off');
    const asked = api.requests.filter((request) => request.path === '/api/v1/push/subscription/');
    expect(asked.at(-1)?.query.get('endpoint')).toBe('https://fcm.googleapis.com/fcm/send/abc');
    expect(await enableBrowserPush(false, browser.platform)).toBe('on');
    expect(browser.subscribed).toHaveLength(1);
    expect(posted('/api/v1/push/subscribe/')).toHaveLength(2);
  });
});
