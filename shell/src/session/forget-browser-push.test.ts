import { describe, expect, it } from 'vitest';
import { forgetBrowserPush } from './forget-browser-push';

// docs/behaviour/activity.md#browser-notifications: logging out unsubscribes this browser.

function browserWith(subscription: { unsubscribe(): Promise<boolean> } | null) {
  const registration = { pushManager: { getSubscription: async () => subscription } };
  return { getRegistration: async () => registration } as unknown as ServiceWorkerContainer;
}

describe('forgetBrowserPush', () => {
  it("unsubscribes the browser's push subscription", async () => {
    let unsubscribed = 0;
    await forgetBrowserPush(browserWith({ unsubscribe: async () => (unsubscribed++, true) }));
    expect(unsubscribed).toBe(1);
  });

  it('does nothing, and never throws, without a subscription, service workers or when the browser refuses', async () => {
    await expect(forgetBrowserPush(browserWith(null))).resolves.toBeUndefined();
    await expect(forgetBrowserPush(undefined)).resolves.toBeUndefined();
    const refusing = browserWith({ unsubscribe: () => Promise.reject(new Error('refused')) });
    await expect(forgetBrowserPush(refusing)).resolves.toBeUndefined();
  });
});
