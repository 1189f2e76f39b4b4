/**
 * Where the sister-app entry (Threads) may send someone (docs/routes.md#the-sister-app-redirect).
 * Only these hosts, over https, are ever redirected to: a `fallback_url` anywhere else is ignored,
 * so the route can never be used as an open redirect.
 */
export const SISTER_APP_HOSTS = ['www.threads.net', 'threads.net', 'www.threads.com', 'threads.com'] as const;

/** The destination when no acceptable `fallback_url` was given. */
export const SISTER_APP_DEFAULT = 'https://www.threads.net/';

/** The campaign parameters passed on to the destination (others are dropped). */
const UTM_KEYS = ['utm_campaign', 'utm_medium', 'utm_source'] as const;

/** The redirect target for a `fallback_url` (or none) and the query's campaign parameters. */
export function sisterAppDestination(fallbackUrl: string | undefined, query: Record<string, unknown>): string {
  let target = new URL(SISTER_APP_DEFAULT);
  if (fallbackUrl) {
    try {
      const candidate = new URL(fallbackUrl);
      const allowed =
        candidate.protocol === 'https:' &&
        candidate.username === '' &&
        candidate.password === '' &&
        candidate.port === '' &&
        (SISTER_APP_HOSTS as readonly string[]).includes(candidate.hostname.toLowerCase());
      if (allowed) target = candidate;
    } catch {
      // Not a URL: the default.
    }
  }
  for (const key of UTM_KEYS) {
    const value = query[key];
    if (typeof value === 'string' && value.length > 0 && value.length <= 100) target.searchParams.set(key, value);
  }
  return target.toString();
}
