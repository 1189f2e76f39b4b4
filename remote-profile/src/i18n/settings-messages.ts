import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './settings-messages.zh-CN.json';
import en from './settings-messages.en.json';

// The settings pages' strings (docs/behaviour/settings.md), a catalog of their own beside
// messages.ts; complete in both languages (settings-messages.test.ts).

/** A key of the settings pages' strings. */
export type SettingsMessageKey = keyof typeof zhCN;

/** Both languages of the settings pages' strings. */
export const settingsCatalogs: Catalogs<SettingsMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the settings pages. */
export function useSettingsTranslation(): Translate<SettingsMessageKey> {
  return useTranslator(settingsCatalogs);
}
