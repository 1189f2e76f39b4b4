import { fetchFeedTimeline, type FeedConnection, type FeedItem, type FeedVariant, type Media } from 'shared-contracts';

/** A feed item with a key that is stable across pages (its kind plus its id). */
export interface FeedEntry {
  key: string;
  item: FeedItem;
}

/** What the home feed shows for one variant; kept between visits so Back restores it. */
export interface FeedState {
  entries: FeedEntry[];
  /** Items newer than the first one shown, fetched backwards and waiting for "New posts". */
  newer: FeedEntry[];
  startCursor: string | null;
  endCursor: string | null;
  hasNextPage: boolean;
  status: 'idle' | 'loading' | 'error';
  /** A follow elsewhere changed what this feed should hold: reload it on the next fresh visit. */
  stale: boolean;
}

/** Items fetched per page. */
export const FEED_PAGE_SIZE = 12;

const initial: FeedState = {
  entries: [],
  newer: [],
  startCursor: null,
  endCursor: null,
  hasNextPage: true,
  status: 'idle',
  stale: false,
};

/** The key that identifies a feed item across pages; the same post twice has the same key. */
export function feedItemKey(item: FeedItem): string {
  switch (item.kind) {
    case 'media':
      return `media:${item.media.pk}`;
    case 'ad':
      return `ad:${item.ad.ad_id}`;
    case 'suggested_users':
      return `suggested:${item.id}`;
    case 'end_of_feed_demarcator':
      return 'end-of-feed';
  }
}

/** The entries of a page not already in `seen` (nor repeated within the page), in order. */
export function freshEntries(page: FeedConnection, seen: ReadonlySet<string>): FeedEntry[] {
  const keys = new Set(seen);
  const fresh: FeedEntry[] = [];
  for (const edge of page.edges) {
    const key = feedItemKey(edge.node);
    if (keys.has(key)) continue;
    keys.add(key);
    fresh.push({ key, item: edge.node });
  }
  return fresh;
}

/** The author of an entry when it is a post of the feed (ads and modules have none). */
function authorOf(entry: FeedEntry): string | null {
  return entry.item.kind === 'media' ? entry.item.media.user.pk : null;
}

/**
 * A small store per feed variant: pages forward (after/first) appended with keys de-duplicated
 * across pages and kinds, newer items fetched backwards (before/last) held until shown, one
 * request at a time, and a newly created post put first without a refetch.
 */
export class FeedStore {
  private state: FeedState = initial;
  private readonly listeners = new Set<() => void>();
  private newerLoading = false;

  constructor(
    private readonly variant: FeedVariant,
    private readonly fetchPage = fetchFeedTimeline,
  ) {}

  getState = (): FeedState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<FeedState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private keys(): Set<string> {
    return new Set([...this.state.entries, ...this.state.newer].map((entry) => entry.key));
  }

  /** Loads the next page unless one is loading or there is none. */
  async loadMore(): Promise<void> {
    if (this.state.status === 'loading' || !this.state.hasNextPage) return;
    const first = this.state.entries.length === 0;
    this.set({ status: 'loading' });
    try {
      const page = await this.fetchPage({ variant: this.variant, first: FEED_PAGE_SIZE, after: this.state.endCursor });
      const fresh = freshEntries(page, this.keys());
      const endCursor = page.page_info.end_cursor ?? this.state.endCursor;
      // A page that brings nothing new without moving the cursor would be asked for forever.
      const stuck = fresh.length === 0 && endCursor === this.state.endCursor;
      this.set({
        entries: [...this.state.entries, ...fresh],
        endCursor,
        startCursor: first ? page.page_info.start_cursor : this.state.startCursor,
        hasNextPage: page.page_info.has_next_page && !stuck,
        status: 'idle',
      });
    } catch {
      this.set({ status: 'error' });
    }
  }

  /**
   * Asks for items newer than the first one shown (paging backwards); they wait in `newer`
   * until `showNewer`, so nothing moves under the reader.
   */
  async checkNewer(): Promise<void> {
    if (this.newerLoading || !this.state.startCursor || this.state.status === 'loading') return;
    this.newerLoading = true;
    try {
      const page = await this.fetchPage({
        variant: this.variant,
        last: FEED_PAGE_SIZE,
        before: this.state.startCursor,
      });
      const fresh = freshEntries(page, this.keys()).filter((entry) => entry.item.kind === 'media');
      this.set({
        newer: [...fresh, ...this.state.newer],
        startCursor: page.page_info.start_cursor ?? this.state.startCursor,
      });
    } catch {
      // Checking for newer posts is best effort; the feed itself is unaffected.
    } finally {
      this.newerLoading = false;
    }
  }

  /** Puts the waiting newer items first. */
  showNewer(): void {
    if (this.state.newer.length === 0) return;
    this.set({ entries: [...this.state.newer, ...this.state.entries], newer: [] });
  }

  /** Puts a post at the top (the viewer just published it). */
  prepend(media: Media): void {
    const key = feedItemKey({ kind: 'media', media });
    if (this.keys().has(key)) return;
    this.set({ entries: [{ key, item: { kind: 'media', media } }, ...this.state.entries] });
  }

  /** Drops the posts of an author (the viewer unfollowed them); ads and modules stay. */
  removeAuthor(userId: string): void {
    const keep = (entry: FeedEntry) => authorOf(entry) !== userId;
    if (this.state.entries.every(keep) && this.state.newer.every(keep)) return;
    this.set({ entries: this.state.entries.filter(keep), newer: this.state.newer.filter(keep) });
  }

  /** Marks the feed for a reload on the next fresh visit (a follow added posts it lacks). */
  markStale(): void {
    if (this.state.entries.length > 0) this.set({ stale: true });
  }

  /** Forgets everything (e.g. after the viewer changed, or to reload a stale feed). */
  reset(): void {
    this.set(initial);
  }
}
