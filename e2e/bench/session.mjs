// Sessions for the bench: a CSRF token, a device cookie (consent given), and optionally a login.

/**
 * Opens a session on `base`; logs in when a username is given. Returns the CSRF token and cookies.
 * With `firstVisit` no cookie choice is recorded, so every page opened with it shows the cookie
 * dialog, as on a new visitor's first visit (docs/behaviour/consent.md#when-the-dialog-shows).
 */
export async function openSession(base, username, password, { firstVisit = false } = {}) {
  const shared = await fetch(`${base}/api/v1/web/data/shared_data/`);
  const csrf = (await shared.json()).config.csrf_token;
  const cookies = [`csrftoken=${csrf}`];
  const form = { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf };
  if (username) {
    const login = await fetch(`${base}/api/v1/web/accounts/login/ajax/`, {
      method: 'POST',
      headers: { ...form, cookie: cookies.join('; ') },
      body: new URLSearchParams({ username, password }),
    });
    const sessionCookie = login.headers.getSetCookie().find((c) => c.startsWith('sessionid='));
    cookies.push(sessionCookie.split(';')[0]);
  }
  if (firstVisit) return { csrf, cookie: cookies.join('; ') };
  const consent = await fetch(`${base}/cookie/consent/`, {
    method: 'POST',
    headers: { ...form, cookie: cookies.join('; ') },
    body: new URLSearchParams({
      accept_only_essential: 'true',
      consent_to_everything: 'false',
      opted_in_controls: '[]',
    }),
  });
  const device = consent.headers.getSetCookie().find((c) => c.startsWith('lumen_did='));
  cookies.push(device.split(';')[0]);
  return { csrf, cookie: cookies.join('; ') };
}

/** A desktop browser context (1280 x 900, zh-CN) carrying a session's cookies for `base`. */
export async function sessionContext(browser, base, auth) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  await context.addCookies(
    auth.cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, url: base };
    }),
  );
  return context;
}
