import { createTranslator, type Catalogs, type Translate } from 'shared-contracts';
import { localeStore, useTranslator } from 'shared-ui';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

/** Keys of remote-create's strings; zh-CN is the reference catalog. */
export type CreateMessageKey = keyof typeof zhCN;

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<CreateMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-create's strings in components (re-renders on a language switch). */
export function useCreateTranslation(): Translate<CreateMessageKey> {
  return useTranslator(catalogs);
}

/** `t` outside React (toasts raised after an upload); reads the locale at call time. */
export const translate: Translate<CreateMessageKey> = createTranslator(catalogs, () => localeStore.getLocale());
