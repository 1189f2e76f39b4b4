import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

// The reels pages' own catalog (zh-CN is the reference, English is typed against it).

/** Keys of the reels catalog. */
export type ReelsMessageKey = keyof typeof zhCN;

/** Both languages, for the catalog test. */
export const reelsCatalogs: Catalogs<ReelsMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the reels pages' strings. */
export function useReelsTranslation(): Translate<ReelsMessageKey> {
  return useTranslator(reelsCatalogs);
}
