import { useTranslator, type Catalogs, type Translate } from 'shared-contracts';

// The profile highlights' own catalog (zh-CN is the reference, English is typed against it).
const zhCN = {
  'highlights.region': '精选快拍',
  'highlights.open': '精选快拍：{title}',
} as const;

/** Keys of the highlights catalog. */
export type HighlightsMessageKey = keyof typeof zhCN;

const en: Record<HighlightsMessageKey, string> = {
  'highlights.region': 'Highlights',
  'highlights.open': 'Highlight: {title}',
};

/** Both languages, for the catalog test. */
export const highlightsCatalogs: Catalogs<HighlightsMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the highlights strings. */
export function useHighlightsTranslation(): Translate<HighlightsMessageKey> {
  return useTranslator(highlightsCatalogs);
}
