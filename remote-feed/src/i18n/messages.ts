import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

export type FeedMessageKey = keyof typeof zhCN;

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<FeedMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-feed's strings. */
export function useFeedTranslation(): Translate<FeedMessageKey> {
  return useTranslator(catalogs);
}
