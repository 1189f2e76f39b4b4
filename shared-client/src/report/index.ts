/**
 * Reporting (docs/behaviour/moderation.md#reporting): the report dialog every options menu opens
 * and the calls behind it. An entry of its own (`shared-client/report`), bundled into the remotes
 * that use it and imported only when the dialog opens, so no page's first load grows.
 */
export * from './ReportDialog.js';
export * from './report-calls.js';
export { useReportTranslation, type ReportMessageKey } from './report-messages.js';
