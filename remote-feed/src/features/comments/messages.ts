import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

// The comments' own catalog (zh-CN is the reference, English is typed against it), kept apart
// from the feed's so the two features never edit the same file.

/** Keys of the comments catalog. */
export type CommentsMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<CommentsMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the comments' strings. */
export function useCommentsTranslation(): Translate<CommentsMessageKey> {
  return useTranslator(catalogs);
}
