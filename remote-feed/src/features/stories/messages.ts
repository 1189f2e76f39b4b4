import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

// The stories tray and viewer's own catalog (zh-CN is the reference, English is typed against it).

/** Keys of the stories catalog. */
export type StoriesMessageKey = keyof typeof zhCN;

/** Both languages, for the catalog test. */
export const storiesCatalogs: Catalogs<StoriesMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the stories strings. */
export function useStoriesTranslation(): Translate<StoriesMessageKey> {
  return useTranslator(storiesCatalogs);
}
