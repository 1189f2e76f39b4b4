import type { MediaRow } from '../../db/schema.js';

/** One item of a feed before presentation. */
export type FeedEntry =
  /**
   * `suggested`: a post of an account the viewer does not follow, filling a thin home feed.
   * `hashtag`: a followed hashtag brought it (docs/behaviour/search.md#followed-hashtags-in-the-home-feed).
   * `explore`: brought from explore into a full home feed (docs/behaviour/feed.md#posts-from-explore).
   */
  | { kind: 'media'; mediaId: number; row?: MediaRow; suggested?: true; hashtag?: string; explore?: true }
  | { kind: 'ad'; adId: number; mediaId: number; slot: number }
  | { kind: 'suggested_users' }
  /** The rail of suggested stories, read when presented (docs/behaviour/feed.md#suggested-stories). */
  | { kind: 'stories_netego' }
  | { kind: 'end_of_feed_demarcator' };

/** An entry with the cursor of its position. */
export interface PositionedEntry {
  entry: FeedEntry;
  cursor: string;
}

/** A page of entries with Relay-style paging facts. */
export interface EntryPage {
  entries: PositionedEntry[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** The home snapshot the page came from (null for chronological feeds). */
  snapshotId: number | null;
}

/** Paging arguments of the feed connection (forward with first/after, backward with last/before). */
export interface FeedPageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** Largest page the feed serves at once. */
export const MAX_FEED_PAGE = 50;
/** Page size when the client names none. */
export const DEFAULT_FEED_PAGE = 12;

/** Clamps a requested page size to 1..MAX_FEED_PAGE. */
export function clampPageSize(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return DEFAULT_FEED_PAGE;
  return Math.min(MAX_FEED_PAGE, Math.max(1, Math.floor(value)));
}
