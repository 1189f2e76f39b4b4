import type { ActivityRow } from 'shared-contracts';

/** The list's sections, newest first (docs/behaviour/activity.md#the-screens). */
export type ActivitySection = 'today' | 'week' | 'month' | 'earlier';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which section a time (seconds) falls in for a viewer at `nowMs`: today is the viewer's calendar
 * day in their time zone (the browser's); this week the 7 days before it, this month the 30.
 */
export function sectionOf(timestampSeconds: number, nowMs: number): ActivitySection {
  const startOfToday = new Date(nowMs);
  startOfToday.setHours(0, 0, 0, 0);
  const at = timestampSeconds * 1000;
  if (at >= startOfToday.getTime()) return 'today';
  if (at >= startOfToday.getTime() - 7 * DAY_MS) return 'week';
  if (at >= startOfToday.getTime() - 30 * DAY_MS) return 'month';
  return 'earlier';
}

/** Rows (newest first) in their sections, in order, leaving out empty ones. */
export function inSections(
  rows: readonly ActivityRow[],
  nowMs: number,
): Array<{ section: ActivitySection; rows: ActivityRow[] }> {
  const sections: Array<{ section: ActivitySection; rows: ActivityRow[] }> = [];
  for (const row of rows) {
    const section = sectionOf(row.timestamp, nowMs);
    const last = sections.at(-1);
    if (last?.section === section) last.rows.push(row);
    else sections.push({ section, rows: [row] });
  }
  return sections;
}
