import type { Kysely } from 'kysely';
import {
  FIRST_SCREEN_FEED_PAGE_SIZE,
  isReelsFeedPath,
  isValidUsername,
  PROFILE_PRELOADED_POSTS,
  type FirstScreenData,
  type FeedTimelineWire,
  type Locale,
  type Media,
  type Profile,
  type UserFeedPage,
} from 'shared-contracts';
import { DirectInboxQuerySchema } from 'shared-contracts/schemas';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../../domain/media-urls.js';
import { buildPersistedRegistry, type PersistedDocument } from '../../graphql/persisted.js';
import { rootValue, type GraphQLContext } from '../../graphql/resolvers.js';
import { presentProfile } from '../../domain/users/profile-presenter.js';
import { loadProfileTab } from '../../domain/users/user-media-pages.js';
import { loadClips } from '../../domain/stories/clips.js';
import { findProfileHeader, requireProfileContent } from '../../policy/profiles.js';
import { loadInbox } from '../../domain/direct/inbox-presenter.js';
import type { VisitorGate } from '../../http/visitor-gate.js';
import { isStaticPage, POST_ROUTE } from './page-status.js';
import { exploreFirstScreen, GRID_ROUTES, locationFirstScreen, tagFirstScreen } from './first-screen-grids.js';

const PROFILE_ROUTE = /^\/([^/]+)\/?$/;
const INBOX_ROUTE = /^\/direct\/inbox\/?$/;

/** What the first screen's data is computed from: the database, URL building, the viewer and locale. */
export interface FirstScreenContext {
  db: Kysely<DB>;
  urls: MediaUrls;
  viewer: UserRow | null;
  locale: Locale;
  /** A visitor past a limit gets no first screen (docs/behaviour/logged-out.md#what-the-server-withholds). */
  visitorGate?: VisitorGate;
}

/** Runs persisted documents by name, as the GraphQL route runs them by doc_id. */
function documentsByName(): Map<string, PersistedDocument> {
  const byName = new Map<string, PersistedDocument>();
  for (const document of buildPersistedRegistry().values()) byName.set(document.name, document);
  return byName;
}

/**
 * Computes the data of a page's first screen, when the route has one
 * (docs/performance.md#the-first-screen-comes-with-the-page): the home feed's first page for a
 * logged-in viewer at `/`, a post's media at `/p/{code}/`, a profile's header and first posts at
 * `/{username}/`, the reels feed's first page for a logged-in viewer at `/reels/`, the explore
 * grid, a tag's or a place's header and top posts (first-screen-grids.ts), the direct inbox's
 * first page for a logged-in viewer at `/direct/inbox/`. Each comes from
 * the same document, domain functions and access rules as the API call the screen would make;
 * whatever that call would refuse (a private account the viewer does not follow, a block either
 * way, a post not shown to the viewer) gives null, and the page then asks the API as it always did.
 */
export function createFirstScreenLoader(): (
  url: string,
  context: FirstScreenContext,
) => Promise<FirstScreenData | null> {
  const documents = documentsByName();

  async function runDocument<T>(name: string, variables: Record<string, unknown>, context: FirstScreenContext) {
    const document = documents.get(name);
    if (!document) return null;
    const graphqlContext: GraphQLContext = context;
    const result = await document.run(rootValue, graphqlContext, variables);
    if (result.errors?.length || !result.data) return null;
    // The document's own serializer: exactly the fields (and only those) the API would send.
    return (JSON.parse(document.serialize({ data: result.data })) as { data: T }).data;
  }

  async function home(context: FirstScreenContext): Promise<FirstScreenData | null> {
    if (!context.viewer) return null;
    const feed = await runDocument<FeedTimelineWire>(
      'FeedTimeline',
      { variant: 'home', first: FIRST_SCREEN_FEED_PAGE_SIZE, after: null },
      context,
    );
    return feed ? { route: 'home', feed } : null;
  }

  // The reels feed's first page as `/api/v1/clips/home/` answers this viewer: the same query, with
  // the same visibility (a private account's reel only to its approved followers) and mutes. A
  // visitor's capped tab is left to the API call (docs/performance.md#the-first-screen-comes-with-the-page).
  async function reels(context: FirstScreenContext): Promise<FirstScreenData | null> {
    const { db, viewer, urls, locale } = context;
    if (!viewer) return null;
    const clips = await loadClips(db, viewer, { urls, locale });
    return clips.items.length > 0 ? { route: 'reels', clips } : null;
  }

  // The Primary folder's first page as `/api/v1/direct_v2/inbox/` answers the screen's first call
  // (folder 0, the call's default page size): the viewer's own threads, nothing for a visitor.
  async function inbox(context: FirstScreenContext): Promise<FirstScreenData | null> {
    if (!context.viewer) return null;
    const page = DirectInboxQuerySchema.parse({ folder: 0 });
    return { route: 'inbox', inbox: await loadInbox(context.db, context.viewer, page, context.urls) };
  }

  async function post(shortcode: string, context: FirstScreenContext): Promise<FirstScreenData | null> {
    const data = await runDocument<{ post_page: { items: Media[] } }>('PostPage', { shortcode }, context);
    const items = data?.post_page.items ?? [];
    return items.length > 0 ? { route: 'post', shortcode, items } : null;
  }

  async function profile(username: string, context: FirstScreenContext): Promise<FirstScreenData | null> {
    const { db, viewer, urls, locale } = context;
    try {
      await context.visitorGate?.('page');
    } catch {
      return null;
    }
    const header = await findProfileHeader(db, viewer, username);
    // A profile the viewer blocked shows its unblock header only: its content is refused below anyway.
    if (!header || header.viewerBlocks) return null;
    let owner: UserRow;
    try {
      owner = await requireProfileContent(db, viewer, String(header.user.id));
    } catch {
      return null;
    }
    const user = (await presentProfile(db, viewer, owner, urls)) as unknown as Profile;
    const page = await loadProfileTab(db, viewer, owner, 'posts', { count: PROFILE_PRELOADED_POSTS }, { urls, locale });
    return { route: 'profile', username: owner.username, user, posts: page as unknown as UserFeedPage };
  }

  return async (url, context) => {
    const target = firstScreenRouteOf(url, context.viewer !== null);
    switch (target?.route) {
      case 'home':
        return home(context);
      case 'reels':
        return reels(context);
      case 'inbox':
        return inbox(context);
      case 'post':
        return post(target.code, context);
      case 'explore':
        return exploreFirstScreen(context);
      case 'tag':
        return tagFirstScreen(target.tag, context);
      case 'location':
        return locationFirstScreen(target.id, context);
      case 'profile':
        return profile(target.username, context);
      default:
        return null;
    }
  };
}

/** The first screen a page's address asks for, with what names its subject. */
export type FirstScreenRoute =
  | { route: 'home' | 'reels' | 'inbox' | 'explore' }
  | { route: 'post'; code: string }
  | { route: 'tag'; tag: string }
  | { route: 'location'; id: string }
  | { route: 'profile'; username: string };

/**
 * Which first screen the page at `url` may carry, for a viewer signed in or not; null when it
 * carries none whatever the data. Known before any data is read: a streamed page decides from it
 * whether it is the viewer's own (docs/performance.md#the-page-is-streamed).
 */
export function firstScreenRouteOf(url: string, signedIn: boolean): FirstScreenRoute | null {
  const [pathname = '/', search = ''] = url.split('?');
  // Another feed variant (`/?variant=following`) starts from the API as before.
  if (pathname === '/') return signedIn && search === '' ? { route: 'home' } : null;
  if (isReelsFeedPath(pathname)) return signedIn ? { route: 'reels' } : null;
  const code = segmentOf(POST_ROUTE, pathname);
  if (code) return { route: 'post', code };
  if (GRID_ROUTES.explore.test(pathname)) return { route: 'explore' };
  const tag = segmentOf(GRID_ROUTES.tag, pathname);
  if (tag) return { route: 'tag', tag };
  const id = segmentOf(GRID_ROUTES.location, pathname);
  if (id) return { route: 'location', id };
  if (INBOX_ROUTE.test(pathname)) return signedIn ? { route: 'inbox' } : null;
  if (isStaticPage(pathname)) return null;
  const username = segmentOf(PROFILE_ROUTE, pathname);
  return username && isValidUsername(username) ? { route: 'profile', username } : null;
}

/** The decoded first group of `route` in `pathname`, or null when it does not match or cannot be decoded. */
function segmentOf(route: RegExp, pathname: string): string | null {
  const match = route.exec(pathname);
  return match?.[1] ? decodeSegment(match[1]) : null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
