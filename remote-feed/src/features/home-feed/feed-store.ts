import { fetchFeedTimeline, type FeedVariant, type Media } from 'shared-contracts';

/** What the home feed shows for one variant; kept between visits so Back restores it. */
export interface FeedState {
  items: Media[];
  endCursor: string | null;
  hasNextPage: boolean;
  status: 'idle' | 'loading' | 'error';
}

/** Posts fetched per page. */
export const FEED_PAGE_SIZE = 12;

const initial: FeedState = { items: [], endCursor: null, hasNextPage: true, status: 'idle' };

/**
 * A small store per feed variant: pages are appended with ids de-duplicated across pages, one
 * request at a time, and a newly created post is put first without a refetch.
 */
export class FeedStore {
  private state: FeedState = initial;
  private readonly listeners = new Set<() => void>();

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

  /** Loads the next page unless one is loading or there is none. */
  async loadMore(): Promise<void> {
    if (this.state.status === 'loading' || !this.state.hasNextPage) return;
    this.set({ status: 'loading' });
    try {
      const page = await this.fetchPage({ variant: this.variant, first: FEED_PAGE_SIZE, after: this.state.endCursor });
      const seen = new Set(this.state.items.map((m) => m.pk));
      const fresh = page.edges.flatMap((edge) =>
        edge.node.kind === 'media' && !seen.has(edge.node.media.pk) ? [edge.node.media] : [],
      );
      this.set({
        items: [...this.state.items, ...fresh],
        endCursor: page.page_info.end_cursor ?? this.state.endCursor,
        hasNextPage: page.page_info.has_next_page,
        status: 'idle',
      });
    } catch {
      this.set({ status: 'error' });
    }
  }

  /** Puts a post at the top (the viewer just published it). */
  prepend(media: Media): void {
    if (this.state.items.some((m) => m.pk === media.pk)) return;
    this.set({ items: [media, ...this.state.items] });
  }

  /** Forgets everything (e.g. after the viewer changed). */
  reset(): void {
    this.set(initial);
  }
}
