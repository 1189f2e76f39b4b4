import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './reports-messages.zh-CN.json';
import en from './reports-messages.en.json';

// The strings of "Your reports" (docs/behaviour/moderation.md#your-reports), a catalog of their own
// so that only its chunk carries them; complete in both languages.

/** A key of the "Your reports" page's strings. */
export type ReportsMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<ReportsMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the "Your reports" page. */
export function useReportsTranslation(): Translate<ReportsMessageKey> {
  return useTranslator(catalogs);
}
