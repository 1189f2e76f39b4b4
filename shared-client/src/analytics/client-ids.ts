/** A random id of 22 URL-safe characters (128 bits). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Where a tab keeps its session's ids (sessionStorage: gone when the tab closes). */
const SESSION_KEY = 'lumen_analytics_session';

/**
 * The waterfall id and event request id of this browser session (random, one pair per session,
 * docs/behaviour/analytics.md#what-an-event-holds). Read only once analytics is allowed.
 */
export function sessionIds(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): {
  waterfallId: string;
  eventRequestId: string;
} {
  try {
    const stored = JSON.parse(storage?.getItem(SESSION_KEY) ?? 'null') as {
      waterfallId?: unknown;
      eventRequestId?: unknown;
    } | null;
    if (typeof stored?.waterfallId === 'string' && typeof stored.eventRequestId === 'string')
      return { waterfallId: stored.waterfallId, eventRequestId: stored.eventRequestId };
  } catch {
    // A damaged entry: start a new session.
  }
  const ids = { waterfallId: randomId(), eventRequestId: randomId() };
  storage?.setItem(SESSION_KEY, JSON.stringify(ids));
  return ids;
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The optional analytics cookie: the browser's analytics device id. */
export const ANALYTICS_DEVICE_COOKIE = 'lumen_aid';
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * The analytics device id from its cookie, written first when missing. Called only once analytics
 * cookies are allowed (docs/behaviour/consent.md#optional-cookies).
 */
export function ensureAnalyticsDeviceId(doc: Pick<Document, 'cookie'> = document): string {
  const match = new RegExp(`(?:^|;\\s*)${ANALYTICS_DEVICE_COOKIE}=([A-Za-z0-9_-]{8,64})`).exec(doc.cookie);
  if (match?.[1]) return match[1];
  const id = randomId();
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${ANALYTICS_DEVICE_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  return id;
}

/** Deletes the analytics cookie (the visitor withdrew consent). */
export function removeAnalyticsDeviceId(doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `${ANALYTICS_DEVICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
