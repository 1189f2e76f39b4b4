import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './report-messages.zh-CN.json';
import en from './report-messages.en.json';

// Strings of the report dialog, apart from every other catalog: they ship in the
// `shared-client/report` entry, which a page loads only when someone opens the dialog.

/** Keys of the report dialog's strings. */
export type ReportMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<ReportMessageKey> = { 'zh-CN': zhCN, en };

/** The report dialog's translate function for the current locale. */
export function useReportTranslation(): Translate<ReportMessageKey> {
  return useTranslator(catalogs);
}
