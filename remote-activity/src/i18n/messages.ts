import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

/** The keys of remote-activity's strings. */
export type ActivityMessageKey = keyof typeof zhCN;

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<ActivityMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-activity's strings. */
export function useActivityTranslation(): Translate<ActivityMessageKey> {
  return useTranslator(catalogs);
}
