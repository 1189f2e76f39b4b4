import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import type { SharedWindowLimiter } from '../limits/shared-window-limiter.js';

/** Reports an account may send per window (docs/behaviour/shell-chrome.md#report-a-problem). */
export const PROBLEM_REPORTS_PER_HOUR = 5;

/**
 * Stores one problem report, if the account is within its limit (counted in the database, so
 * every server instance shares it). Answers 0 when stored, else the ms until it may try again.
 */
export async function storeProblemReport(
  db: Kysely<DB>,
  limiter: SharedWindowLimiter,
  user: UserRow,
  report: { text: string; pagePath: string },
  now = Date.now(),
): Promise<number> {
  const waitMs = await limiter.take(`problem-report:${user.id}`, now);
  if (waitMs > 0) return waitMs;
  await db
    .insertInto('problem_reports')
    .values({ user_id: user.id, text: report.text, page_path: report.pagePath, created_at: now })
    .execute();
  return 0;
}
