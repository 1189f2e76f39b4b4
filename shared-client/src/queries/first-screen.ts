import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { feedItemFromWire, FIRST_SCREEN_ELEMENT_ID, type FeedConnection, type FirstScreenData } from 'shared-contracts';
import { feedKeys, type FeedPages } from './feed.js';
import { seedFriendshipStatuses } from './friendships.js';
import { CLIPS_HOME_KEY } from './media-cache.js';
import { discoverKeys, tagHeaderOf } from './discover-keys.js';
import { directKeys } from 'shared-client/direct';
import { postKeys } from './post.js';
import { profileKeys } from './profile.js';
import { profilePostsKeys } from './profile-posts.js';

/** The data each seeded key got from the page (see `cameWithPage`). */
const fromPage = new Map<string, unknown>();

/**
 * Puts the first screen's data the server wrote into the page into the query cache, under the
 * very keys the screens ask with, so they render without a request
 * (docs/performance.md#the-first-screen-comes-with-the-page). Done once: the element is removed,
 * so a later visit to any screen asks the API as usual.
 */
export function seedFirstScreen(client: QueryClient, doc: Document | undefined = globalThis.document): void {
  const element = doc?.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return;
  element.remove();
  let data: FirstScreenData;
  try {
    data = JSON.parse(element.textContent ?? '') as FirstScreenData;
  } catch {
    return;
  }
  seedFirstScreenData(client, data);
}

/**
 * Puts a first screen's data into the query cache under the screens' keys: the page's, in the
 * browser; the same data on the server, rendering the page
 * (docs/performance.md#the-first-screen-is-rendered-on-the-server).
 */
export function seedFirstScreenData(client: QueryClient, data: FirstScreenData): void {
  const seed = (key: QueryKey, value: unknown): void => {
    client.setQueryData(key, value);
    fromPage.set(JSON.stringify(key), client.getQueryData(key));
  };
  switch (data.route) {
    case 'home': {
      // The same conversion the feed call makes of its answer (fetchFeedTimeline).
      const edges: FeedConnection['edges'] = [];
      for (const edge of data.feed.feed_timeline.edges) {
        const node = feedItemFromWire(edge.node);
        if (node) edges.push({ cursor: edge.cursor, node });
      }
      const pages: FeedPages = firstPage({ edges, page_info: data.feed.feed_timeline.page_info });
      seed(feedKeys.timeline('home'), pages);
      break;
    }
    case 'reels':
      // The reels feed's infinite query, its first page as `/api/v1/clips/home/` answered it.
      seed(CLIPS_HOME_KEY, firstPage(data.clips));
      break;
    case 'post':
      seed(postKeys.page(data.shortcode), data.items[0] ?? null);
      break;
    case 'profile': {
      seed(profileKeys.byUsername(data.username), data.user);
      seedFriendshipStatuses(client, [data.user]);
      seed(profilePostsKeys.tab(data.user.id, 'posts'), firstPage(data.posts));
      break;
    }
    // The grids and the inbox are infinite queries: their first page, as the call answered it.
    case 'explore':
      seed(discoverKeys.explore, firstPage(data.grid));
      break;
    case 'tag':
      // The same header the tag page's query keeps from its call (useTagInfoQuery).
      seed(discoverKeys.tagInfo(data.tag), tagHeaderOf(data.info));
      seed(discoverKeys.tagSection(data.tag, 'top'), firstPage(data.top));
      seed(discoverKeys.tagSection(data.tag, 'recent'), firstPage(data.recent));
      break;
    case 'location':
      seed(discoverKeys.locationInfo(data.locationId), data.location);
      seed(discoverKeys.locationSection(data.locationId, 'top'), firstPage(data.top));
      seed(discoverKeys.locationSection(data.locationId, 'recent'), firstPage(data.recent));
      break;
    case 'inbox':
      // The Primary folder: the one the inbox lists when the page starts.
      seed(directKeys.inbox(0), firstPage(data.inbox));
      break;
  }
}

/** An infinite query's data holding only its first page. */
function firstPage<T>(page: T): InfiniteData<T, string | null> {
  return { pages: [page], pageParams: [null] };
}

/**
 * Whether a query still holds the very data the page came with (nothing fetched or changed it
 * since). The home feed uses it not to look for newer posts a moment after the server wrote them.
 */
export function cameWithPage(client: QueryClient, key: QueryKey): boolean {
  const seeded = fromPage.get(JSON.stringify(key));
  return seeded !== undefined && client.getQueryData(key) === seeded;
}
