import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './moderation-messages.zh-CN.json';
import en from './moderation-messages.en.json';

// The strings of the moderation area (docs/behaviour/moderation.md#the-moderation-area), a catalog
// of their own so that only its chunk carries them; complete in both languages.

/** A key of the moderation area's strings. */
export type ModerationMessageKey = keyof typeof en;

const catalogs: Catalogs<ModerationMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the moderation area. */
export function useModerationTranslation(): Translate<ModerationMessageKey> {
  return useTranslator(catalogs);
}
