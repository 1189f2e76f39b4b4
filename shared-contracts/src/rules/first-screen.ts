import type { FeedTimelineWire } from '../api/feed-wire.js';
import type { UserFeedPage } from '../api/user-feed-page.js';
import type { ClipsPage } from '../api/story-types.js';
import type { HashtagInfo, Inbox, LocationInfo, Media, MediaGridPage, Profile } from '../schemas/types.js';

/**
 * The id of the `<script type="application/json">` element in which the server hands the page the
 * data of its first screen (docs/performance.md#the-first-screen-comes-with-the-page).
 */
export const FIRST_SCREEN_ELEMENT_ID = 'lumen-first-screen';

/**
 * The globals in which the page's start-up script holds what a person does to a server-drawn
 * screen before its code runs (the server writes the script), and from which the shell takes it
 * back once the screen answers: the buttons pressed, the fields typed into with their text
 * (docs/performance.md#early-presses-and-typing).
 */
export const EARLY_ACTION_GLOBALS = { clicks: '__LUMEN_EARLY_CLICKS__', input: '__LUMEN_EARLY_INPUT__' } as const;

/** Whether a path is the reels feed (`/reels/`, or `/reels` before its redirect). */
export function isReelsFeedPath(pathname: string): boolean {
  return /^\/reels\/?$/.test(pathname);
}

/** Posts in the home feed's first page, as the feed screen asks for them. */
export const FIRST_SCREEN_FEED_PAGE_SIZE = 12;

/**
 * The data of the first screen, exactly as the API would answer the screen's first request for
 * this viewer: the home feed's first page (the FeedTimeline document's data), a post page's media
 * (the PostPage document's items), a profile's header with its first posts, the reels feed's
 * first page (`/api/v1/clips/home/`'s answer), the explore grid's first page, a tag's or a place's
 * header with the first page of each of its two sections (Top posts, then Most recent), or the
 * first page of the direct inbox's Primary folder.
 */
export type FirstScreenData =
  | { route: 'home'; feed: FeedTimelineWire }
  | { route: 'reels'; clips: ClipsPage }
  | { route: 'post'; shortcode: string; items: Media[] }
  | { route: 'profile'; username: string; user: Profile; posts: UserFeedPage }
  | { route: 'explore'; grid: MediaGridPage }
  | { route: 'tag'; tag: string; info: HashtagInfo['data']; top: MediaGridPage; recent: MediaGridPage }
  | {
      route: 'location';
      locationId: string;
      location: LocationInfo['location'];
      top: MediaGridPage;
      recent: MediaGridPage;
    }
  | { route: 'inbox'; inbox: Inbox };

/**
 * A phone up to 430 px wide with a pixel ratio of 1.5 or more is told the photo is 213 px wide, so
 * it takes the 640 px file (213 x 3 = 639) rather than the 1080 one: more than twice the bytes for
 * a difference hard to see on a phone (docs/performance.md#photo-sizes).
 */
const PHONE_CAP = '(max-width: 430px) and (min-resolution: 1.5dppx) 213px';

/**
 * The `sizes` of the photos that can be the first screen's largest paint. The page's image
 * preload and the `<img>` use the same value, so the browser picks the same candidate once.
 * Feed cards are the viewport's width on a phone and 470 px beyond; the post page's photo is the
 * viewport's width on a phone, 60 % of it on a tablet and 600 px on a wide screen; a profile
 * grid tile is a third of the viewport on a phone, 300 px beyond (a phone takes its 320 px file);
 * an explore, tag or place grid tile (and a post page's More posts) a third of the viewport on a
 * phone and of the 935 px column beyond.
 */
export const MEDIA_SIZES = {
  feed: `${PHONE_CAP}, (max-width: 767px) 100vw, 470px`,
  postPage: `${PHONE_CAP}, (max-width: 767px) 100vw, (max-width: 1000px) 60vw, 600px`,
  profileGrid: '(max-width: 767px) 33vw, 300px',
  grid: '(max-width: 767px) 33vw, 309px',
} as const;
