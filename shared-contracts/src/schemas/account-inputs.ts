import { z } from 'zod';
import { APPEARANCES, type Appearance } from '../appearance/appearance-values.js';
import { PROBLEM_REPORT_MAX_LENGTH } from '../constants.js';
import { LOCALES, type Locale } from '../i18n/locale.js';
import { formFlag } from './form-fields.js';

/** Input of the account's own preference and settings calls (docs/calls.md#settings). */

/** POST the account's appearance (docs/behaviour/shell-chrome.md). */
export const AppearanceFormSchema = z.object({ appearance: z.enum(APPEARANCES as [Appearance, ...Appearance[]]) });

/** POST the account's interface language. */
export const LanguageFormSchema = z.object({ locale: z.enum(LOCALES as [Locale, ...Locale[]]) });

/** POST "Report a problem": what went wrong and on which page. */
export const ProblemReportFormSchema = z.object({
  text: z.string().trim().min(1, 'Write what went wrong.').max(PROBLEM_REPORT_MAX_LENGTH),
  page_path: z.string().max(500).startsWith('/').default('/'),
});

/** Blocked accounts per page when the client does not say (docs/behaviour/settings.md#blocked-accounts). */
const BLOCKED_LIST_PAGE_SIZE = 20;

/** GET the blocked accounts list: 1–50 rows, 20 by default, after a cursor. */
export const BlockedListQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(50).default(BLOCKED_LIST_PAGE_SIZE),
  max_id: z.string().max(64).optional(),
});

/** POST the activity status switch: `disabled` hides it. */
export const PresenceFormSchema = z.object({ disabled: formFlag });
