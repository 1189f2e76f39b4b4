import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './post-grid-messages.zh-CN.json';
import en from './post-grid-messages.en.json';

// Strings of the post grids' tiles, apart from the kit's own catalog: they ship in the
// `shared-client/post-grid` entry, with the screens that show grids.

/** Keys of the post grids' strings. */
export type PostGridMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<PostGridMessageKey> = { 'zh-CN': zhCN, en };

/** The post grids' translate function for the current locale. */
export function usePostGridTranslation(): Translate<PostGridMessageKey> {
  return useTranslator(catalogs);
}
