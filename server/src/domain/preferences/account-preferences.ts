import type { Kysely } from 'kysely';
import { isAppearance, isLocale, type Appearance, type Locale } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';

/** An account's appearance and language (docs/behaviour/shell-chrome.md#saved-per-account). */
export interface AccountPreferences {
  appearance: Appearance;
  /** null until the account chooses one: the browser's language applies. */
  locale: Locale | null;
}

/** The preferences stored on an account's row; unknown stored values read as the defaults. */
export function preferencesOf(user: Pick<UserRow, 'appearance' | 'locale'>): AccountPreferences {
  return {
    appearance: isAppearance(user.appearance) ? user.appearance : 'auto',
    locale: isLocale(user.locale) ? user.locale : null,
  };
}

/** Saves the account's appearance; answers its preferences as they are now. */
export async function setAppearance(
  db: Kysely<DB>,
  user: UserRow,
  appearance: Appearance,
): Promise<AccountPreferences> {
  await db.updateTable('users').set({ appearance }).where('id', '=', user.id).execute();
  return preferencesOf({ ...user, appearance });
}

/** Saves the account's language; answers its preferences as they are now. */
export async function setLanguage(db: Kysely<DB>, user: UserRow, locale: Locale): Promise<AccountPreferences> {
  await db.updateTable('users').set({ locale }).where('id', '=', user.id).execute();
  return preferencesOf({ ...user, locale });
}
