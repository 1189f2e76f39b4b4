import { isApiError, type Locale } from 'shared-contracts';
import type { ShellMessageKey } from '../i18n/messages';

/** What the login form says of a suspended account (docs/behaviour/moderation.md#suspending). */
export interface SuspensionMessage {
  key: ShellMessageKey;
  values: Record<string, string>;
}

/** The message of a login refused as `account_suspended`, with its end date; null for any other failure. */
export function suspensionMessage(error: unknown, locale: Locale): SuspensionMessage | null {
  if (!isApiError(error, 'account_suspended')) return null;
  const body = error.body as { fields?: { suspended_until?: string } } | null;
  const until = Number(body?.fields?.suspended_until || NaN);
  if (!Number.isFinite(until)) return { key: 'error.account_suspended_permanently', values: {} };
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(until);
  return { key: 'error.account_suspended', values: { date } };
}
