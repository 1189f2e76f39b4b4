import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

/** The keys of remote-direct's strings. */
export type DirectMessageKey = keyof typeof zhCN;

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<DirectMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-direct's strings. */
export function useDirectTranslation(): Translate<DirectMessageKey> {
  return useTranslator(catalogs);
}
