import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

/** Keys of remote-search's strings. */
export type SearchMessageKey = keyof typeof zhCN;

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<SearchMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-search's strings. */
export function useSearchTranslation(): Translate<SearchMessageKey> {
  return useTranslator(catalogs);
}
