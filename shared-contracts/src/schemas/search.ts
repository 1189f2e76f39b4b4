import { z } from 'zod';
import { UserSummarySchema } from './user.js';
import { MediaSchema } from './media.js';

/** A user search result (docs/entities.md#search-results). */
export const SearchUserResultSchema = z.object({
  position: z.number().int(),
  user: UserSummarySchema.extend({
    follower_count: z.number().int().nonnegative(),
    /** Why this person is shown, e.g. "Followed by lina" (null when there is nothing to say). */
    search_social_context: z.string().nullable().optional(),
  }),
});

/** A hashtag as search, recent searches and tag pages show it. */
const SearchHashtagSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Posts under the tag that this viewer may see (docs/behaviour/search.md#what-each-viewer-finds). */
  media_count: z.number().int(),
});

/** A hashtag search result. */
const SearchHashtagResultSchema = z.object({
  position: z.number().int(),
  hashtag: SearchHashtagSchema,
});

/** A place as search results and recent searches show it; its page is /explore/locations/{pk}/{slug}/. */
export const SearchPlaceSchema = z.object({
  location: z.object({
    pk: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    lat: z.number(),
    lng: z.number(),
  }),
  title: z.string(),
  subtitle: z.string(),
  slug: z.string(),
});

/** A place search result. */
const SearchPlaceResultSchema = z.object({ position: z.number().int(), place: SearchPlaceSchema });

/** A keyword (free text) result; only sent when the server's keyword flag is on. */
const SearchKeywordSchema = z.object({ id: z.string(), name: z.string(), style: z.string() });

/** A keyword search result. */
const SearchKeywordResultSchema = z.object({ position: z.number().int(), keyword: SearchKeywordSchema });

/**
 * The blended top-search answer. `position` orders all kinds in one list. `keywords` is present
 * only when keyword search is enabled on the server (docs/behaviour/search.md#keywords).
 */
export const TopSearchSchema = z.object({
  users: z.array(SearchUserResultSchema),
  hashtags: z.array(SearchHashtagResultSchema),
  places: z.array(SearchPlaceResultSchema),
  keywords: z.array(SearchKeywordResultSchema).optional(),
  status: z.literal('ok'),
});

/** Kinds of search entity (recent searches, register click, hide). */
export const SearchEntityTypeSchema = z.enum(['user', 'hashtag', 'place', 'keyword']);

/** One recent or suggested search: exactly one of user, hashtag, place, keyword is set by `type`. */
export const SearchEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), client_time: z.number().int(), user: SearchUserResultSchema.shape.user }),
  z.object({ type: z.literal('hashtag'), client_time: z.number().int(), hashtag: SearchHashtagSchema }),
  z.object({ type: z.literal('place'), client_time: z.number().int(), place: SearchPlaceSchema }),
  z.object({ type: z.literal('keyword'), client_time: z.number().int(), keyword: SearchKeywordSchema }),
]);

/** GET recent searches: the newest first, at most 50. */
export const RecentSearchesSchema = z.object({ recent: z.array(SearchEntrySchema), status: z.literal('ok') });

/** GET suggested searches (shown when the query is empty and there is no history). */
export const SuggestedSearchesSchema = z.object({ suggested: z.array(SearchEntrySchema), status: z.literal('ok') });

/** A page of posts (explore grid, tag and location sections); `next_max_id` is an opaque cursor. */
export const MediaGridPageSchema = z.object({
  items: z.array(MediaSchema),
  more_available: z.boolean(),
  next_max_id: z.string().nullable(),
  status: z.literal('ok'),
});

/** The two sections of tag and location pages. */
export const GridSectionTabSchema = z.enum(['top', 'recent']);

/** Whether the viewer follows a hashtag (null for logged-out visitors). */
const FollowHashtagInfoSchema = z.object({ following: z.boolean().nullable() });

/** GET hashtag info: the tag page header. */
export const HashtagInfoSchema = z.object({
  data: SearchHashtagSchema.extend({
    /** A picture for the header: the top post's thumbnail, or null when no visible post. */
    profile_pic_url: z.string().nullable(),
    /** Whether the viewer follows the tag (null for logged-out visitors). */
    following: z.boolean().nullable(),
  }),
  status: z.literal('ok'),
});

/** Answer of follow and unfollow of a hashtag. */
export const HashtagFollowResultSchema = z.object({
  follow_hashtag_info: FollowHashtagInfoSchema,
  status: z.literal('ok'),
});

/** A place as its page shows it. */
export const LocationInfoSchema = z.object({
  location: SearchPlaceSchema.shape.location.extend({
    slug: z.string(),
    country_code: z.string(),
    country_name: z.string(),
    /** Posts at the place this viewer may see. */
    media_count: z.number().int().nonnegative(),
  }),
  status: z.literal('ok'),
});

/**
 * One entry of the location directory: a country (id = country code, e.g. `CN`), a city (id =
 * `{country code}:{city name}`, e.g. `CN:上海`) or a place (id = its pk).
 */
const LocationDirectoryEntrySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/**
 * GET the location directory: no argument lists countries; `country={id}` lists its cities;
 * `city={id}` lists the places of that city. `parent` is the country or city listed (with the
 * city's country id as `parent_id`), null for the countries.
 */
export const LocationDirectorySchema = z.object({
  level: z.enum(['countries', 'cities', 'places']),
  parent: LocationDirectoryEntrySchema.extend({ parent_id: z.string().nullable() }).nullable(),
  entries: z.array(LocationDirectoryEntrySchema),
  status: z.literal('ok'),
});
