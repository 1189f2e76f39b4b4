/**
 * On log out, this browser stops being subscribed to the account's notifications
 * (docs/behaviour/activity.md#browser-notifications). The server drops the subscription with the
 * session anyway; this also tells the browser, so the next account on this device starts with
 * notifications off. Never throws: a browser without service workers has nothing to forget.
 */
export async function forgetBrowserPush(container = globalThis.navigator?.serviceWorker): Promise<void> {
  try {
    const registration = await container?.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to forget, or the browser refused: the server's side already ended with the session.
  }
}
