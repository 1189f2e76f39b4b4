import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './appearance-messages.zh-CN.json';
import en from './appearance-messages.en.json';

// Strings of the appearance picker, apart from the kit's own catalog: they ship in the
// `shared-client/choices` entry, with the More menu's dialog and the settings page.

/** Keys of the appearance picker's strings. */
export type AppearanceMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<AppearanceMessageKey> = { 'zh-CN': zhCN, en };

/** The appearance picker's translate function for the current locale. */
export function useAppearanceTranslation(): Translate<AppearanceMessageKey> {
  return useTranslator(catalogs);
}
