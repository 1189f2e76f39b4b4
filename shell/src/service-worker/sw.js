/* Lumen's service worker: browser notifications (docs/behaviour/activity.md#browser-notifications).
 * It shows what the server pushes and opens its page on a click; it caches nothing and handles no
 * fetch, so the page loads exactly as without it. Plain script, copied as is to the shell's /sw.js. */
/* global self */

/** Only a path of this site is opened: a push never sends anyone elsewhere. */
function pathOf(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/accounts/activity/';
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: show the generic notice.
  }
  const title = typeof message.title === 'string' ? message.title : 'Lumen';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: pathOf(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(pathOf(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      const any = windows.find((client) => 'navigate' in client);
      if (any) return any.navigate(target).then((client) => client && client.focus());
      return self.clients.openWindow(target);
    }),
  );
});
