import { useTranslator } from '../i18n/hooks.js';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

/** Keys of the kit's own strings. */
export type KitMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<KitMessageKey> = { 'zh-CN': zhCN, en };

/** The kit's translate function for the current locale. */
export function useKitTranslation(): Translate<KitMessageKey> {
  return useTranslator(catalogs);
}
