import { createTranslator, type Locale } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { applyAppearance, fetchPreferences, saveLanguage } from 'shared-client/settings';
import { chromeCatalogs } from './chrome-messages';

/**
 * After logging in without a page load, the page takes the account's appearance and language
 * (a page load gets them in its HTML; docs/behaviour/shell-chrome.md#saved-per-account).
 */
export async function applyAccountPreferences(): Promise<void> {
  if (!sessionStore.getState().viewer) return;
  const preferences = await fetchPreferences();
  applyAppearance(preferences.appearance);
  if (preferences.locale) localeStore.setLocale(preferences.locale);
}

/** A language chosen while logged in (the switcher, settings) is kept by the account too. */
export async function saveChosenLanguage(locale: Locale): Promise<void> {
  if (!sessionStore.getState().viewer) return;
  try {
    await saveLanguage(locale);
  } catch {
    requestToast({ message: createTranslator(chromeCatalogs, () => locale)('language.failed') });
  }
}
