import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

// The profile highlights' own catalog (zh-CN is the reference, English is typed against it).

/** Keys of the highlights catalog. */
export type HighlightsMessageKey = keyof typeof zhCN;

/** Both languages, for the catalog test. */
export const highlightsCatalogs: Catalogs<HighlightsMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the highlights strings. */
export function useHighlightsTranslation(): Translate<HighlightsMessageKey> {
  return useTranslator(highlightsCatalogs);
}
