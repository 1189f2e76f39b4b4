import { expect, logIn, giveConsent, test, url } from '../support/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

// Browser notifications in Chromium as far as they go without a network
// (docs/behaviour/activity.md#browser-notifications): the site's service worker is served at the
// root, registers for the whole site, and shows what a push carries; a push is delivered to it by
// the DevTools protocol, as a push service would (a real subscription needs the browser vendor's
// service, out of reach here; the server side is tested against a push service on the machine).

// The full browser: the headless shell the other specs run in has no notifications
// (support/chromium.mjs).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

test.describe('browser notifications', () => {
  test('the service worker is served at the root, registers for the site and shows a pushed notification', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await giveConsent(page);
    await logIn(page);
    await page.goto(url('/'));
    const origin = new URL(url('/')).origin;
    await context.grantPermissions(['notifications'], { origin });

    const script = await page.request.get(url('/sw.js'));
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);
    expect(script.headers()['cache-control']).toBe('no-cache');

    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${origin}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${origin}/`);
    const registrationId = await registered;

    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      );
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({ title: 'Lumen', body: 'ann liked your post.', url: '/p/abc/', tag: 'activity-1' }),
    });
    await expect
      .poll(shown)
      .toEqual([{ title: 'Lumen', body: 'ann liked your post.', tag: 'activity-1', url: '/p/abc/' }]);

    // A push naming another site opens the activity page instead.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({ title: 'Lumen', body: 'x', url: '//evil.example/', tag: 'activity-2' }),
    });
    await expect.poll(async () => (await shown()).find((n) => n.tag === 'activity-2')?.url).toBe('/accounts/activity/');
    await context.close();
  });
});
