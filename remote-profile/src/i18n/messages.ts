import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

/** Keys of remote-profile's strings. */
export type ProfileMessageKey = keyof typeof zhCN;

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<ProfileMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-profile's strings. */
export function useProfileTranslation(): Translate<ProfileMessageKey> {
  return useTranslator(catalogs);
}
