import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './share-messages.zh-CN.json';
import en from './share-messages.en.json';

// The "Send to" dialog's own catalog, loaded with the dialog (zh-CN is the reference).

/** Keys of the "Send to" dialog's catalog. */
export type ShareMessageKey = keyof typeof zhCN;

export const shareCatalogs: Catalogs<ShareMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the "Send to" dialog. */
export function useShareTranslation(): Translate<ShareMessageKey> {
  return useTranslator(shareCatalogs);
}
