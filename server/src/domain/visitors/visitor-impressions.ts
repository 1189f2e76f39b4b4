import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isOverVisitorLimit, visitorLimitOf, type VisitorSurface } from 'shared-contracts';
import type { DB } from '../../db/schema.js';

/** Counts stop growing here: past the limit only "walled" matters, and the column stays small. */
const SEEN_CAP = 10_000;

/** Counts untouched for this long are forgotten (docs/behaviour/logged-out.md#impression-limits). */
export const VISITOR_IMPRESSIONS_KEPT_MS = 30 * 24 * 3600 * 1000;

/**
 * The key a browser's counts are stored under: a hash of its CSRF cookie, so the table never holds
 * the token itself, and the count lives as long as that essential cookie does.
 */
export function visitorKeyOf(csrfToken: string): string {
  return crypto.createHash('sha256').update(csrfToken).digest('base64url');
}

/** The outcome of one counted impression. */
export interface CountedImpression {
  seen: number;
  limit: number;
  walled: boolean;
}

/** Adds one impression of `surface` for a browser and says whether it is past the limit. */
export async function countVisitorImpression(
  db: Kysely<DB>,
  visitorKey: string,
  surface: VisitorSurface,
  now: number,
): Promise<CountedImpression> {
  // One statement adds or inserts, so two tabs counting at once both count.
  const row = await db
    .insertInto('visitor_impressions')
    .values({ visitor_key: visitorKey, surface, seen: 1, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['visitor_key', 'surface']).doUpdateSet({
        seen: sql<number>`case when visitor_impressions.seen < ${SEEN_CAP} then visitor_impressions.seen + 1 else visitor_impressions.seen end`,
        updated_at: now,
      }),
    )
    .returning('seen')
    .executeTakeFirstOrThrow();
  const seen = Number(row.seen);
  return { seen, limit: visitorLimitOf(surface), walled: isOverVisitorLimit(surface, seen) };
}

/** Forgets counts not touched since `before`; answers how many rows went. */
export async function forgetStaleVisitorImpressions(db: Kysely<DB>, before: number): Promise<number> {
  const result = await db.deleteFrom('visitor_impressions').where('updated_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Whether a browser is already past the limit of `surface`: then the content of that kind is
 * refused to it (docs/behaviour/logged-out.md#what-the-server-withholds). Counting nothing.
 */
export async function isVisitorPastLimit(
  db: Kysely<DB>,
  visitorKey: string,
  surface: VisitorSurface,
): Promise<boolean> {
  const row = await db
    .selectFrom('visitor_impressions')
    .select('seen')
    .where('visitor_key', '=', visitorKey)
    .where('surface', '=', surface)
    .executeTakeFirst();
  return row ? isOverVisitorLimit(surface, Number(row.seen)) : false;
}
