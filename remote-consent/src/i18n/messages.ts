import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

/** The keys of remote-consent's strings. */
export type ConsentMessageKey = keyof typeof zhCN;

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<ConsentMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-consent's strings. */
export function useConsentTranslation(): Translate<ConsentMessageKey> {
  return useTranslator(catalogs);
}
