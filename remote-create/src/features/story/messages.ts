import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

// The story composer's own catalog (zh-CN is the reference, English is typed against it).

/** Keys of the story composer's catalog. */
export type StoryComposerMessageKey = keyof typeof zhCN;

/** Both languages, for the catalog test. */
export const storyComposerCatalogs: Catalogs<StoryComposerMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the story composer's strings. */
export function useStoryComposerTranslation(): Translate<StoryComposerMessageKey> {
  return useTranslator(storyComposerCatalogs);
}
