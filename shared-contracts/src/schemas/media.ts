import { z } from 'zod';
import { UserSummarySchema } from './user.js';

/** One rendition of an image; never wider than the 1080 px cap. */
export const ImageCandidateSchema = z.object({
  url: z.string(),
  width: z.number().int().positive().max(1080),
  height: z.number().int().positive(),
});

/** A post's caption. */
const CaptionSchema = z.object({
  pk: z.string(),
  text: z.string(),
  created_at: z.number().int(),
  has_translation: z.boolean(),
});

/** A usertag on a photo; position is relative (0..1) to the image. */
const UsertagSchema = z.object({
  user: UserSummarySchema,
  position: z.tuple([z.number(), z.number()]),
});

/** A place attached to a post. */
const LocationSchema = z.object({
  pk: z.string(),
  name: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

/** Media types: 1 photo, 2 video, 8 carousel. */
const MediaTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(8)]);

/** A progressive video rendition (docs/entities.md#post-media). */
export const VideoVersionSchema = z.object({
  type: z.number().int(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** The video fields a photo lacks: renditions, the HLS master playlist and the poster. */
const VideoFieldsSchema = z.object({
  video_versions: z.array(VideoVersionSchema).nullable(),
  /** HLS master playlist, the adaptive format (no DASH: docs/README.md#known-differences). */
  video_hls_url: z.string().nullable(),
  number_of_qualities: z.number().int().nonnegative(),
  has_audio: z.boolean(),
  video_duration: z.number().nonnegative().nullable(),
  /** Only for the author while the video transcodes (docs/behaviour/media.md#video-processing). */
  video_processing: z
    .object({ status: z.enum(['processing', 'ready', 'failed']), progress: z.number().min(0).max(1) })
    .nullable()
    .optional(),
});

/** One item of a carousel: a photo or a video with its own tags and alt text. */
export const CarouselItemSchema = z
  .object({
    id: z.string(),
    pk: z.string(),
    media_type: z.union([z.literal(1), z.literal(2)]),
    original_width: z.number().int().positive(),
    original_height: z.number().int().positive(),
    image_versions2: z.object({ candidates: z.array(ImageCandidateSchema).min(1) }),
    media_preview: z.string().nullable(),
    accessibility_caption: z.string().nullable(),
    usertags: z.object({ in: z.array(UsertagSchema) }).nullable(),
  })
  .extend(VideoFieldsSchema.shape);

/** A button of a media overlay. */
const OverlayButtonSchema = z.object({
  action: z.enum(['reveal', 'learn_more', 'see_why']),
  action_url: z.string().nullable(),
  button_type: z.enum(['primary', 'secondary']),
  text: z.string(),
});

/** Sensitive-content or misinformation overlay over a post (docs/entities.md#post-media). */
export const MediaOverlayInfoSchema = z.object({
  overlay_type: z.enum(['sensitive', 'misinformation']),
  layout: z.enum(['full', 'banner']),
  icon: z.enum(['eye_off', 'news_off']),
  title: z.string(),
  description: z.string(),
  banner: z.object({ text: z.string() }).nullable(),
  buttons: z.array(OverlayButtonSchema),
});

/** A paid-partnership sponsor of a post. */
const SponsorTagSchema = z.object({ sponsor: UserSummarySchema, is_pending: z.boolean() });

/** A media item (post) as the feed, the post page and profiles receive it (docs/entities.md#post-media). */
export const MediaSchema = z
  .object({
    id: z.string(),
    pk: z.string(),
    code: z.string(),
    taken_at: z.number().int(),
    media_type: MediaTypeSchema,
    product_type: z.string(),
    original_width: z.number().int().positive(),
    original_height: z.number().int().positive(),
    image_versions2: z.object({ candidates: z.array(ImageCandidateSchema).min(1) }),
    /** Base64 preview data for the blurred placeholder (docs/entities.md#preview-data). */
    media_preview: z.string().nullable(),
    accessibility_caption: z.string().nullable(),
    caption: CaptionSchema.nullable(),
    caption_is_edited: z.boolean(),
    user: UserSummarySchema,
    like_count: z.number().int().nonnegative(),
    has_liked: z.boolean(),
    comment_count: z.number().int().nonnegative(),
    comments_disabled: z.boolean(),
    commenting_disabled_for_viewer: z.boolean(),
    like_and_view_counts_disabled: z.boolean(),
    top_likers: z.array(z.string()),
    has_viewer_saved: z.boolean(),
    saved_collection_ids: z.array(z.string()),
    usertags: z.object({ in: z.array(UsertagSchema) }).nullable(),
    location: LocationSchema.nullable(),
    /** Up to 3 people the viewer follows who liked it ("liked by X and others"). */
    facepile_top_likers: z.array(UserSummarySchema),
    carousel_media: z.array(CarouselItemSchema).nullable(),
    carousel_media_count: z.number().int().nullable(),
    coauthor_producers: z.array(UserSummarySchema),
    /** Invited, not yet accepted collaborators: only in the answers to the post's owner (GraphQL: null for others). */
    invited_coauthor_producers: z.array(UserSummarySchema).nullish(),
    is_paid_partnership: z.boolean(),
    sponsor_tags: z.array(SponsorTagSchema),
    media_overlay_info: MediaOverlayInfoSchema.nullable(),
    /** A transparency label shown under the author (e.g. "AI info"), when the post has one. */
    transparency_label: z.string().nullable(),
  })
  .extend(VideoFieldsSchema.shape);

/** Cursor paging info (docs/entities.md#feed). */
const PageInfoSchema = z.object({
  has_next_page: z.boolean(),
  end_cursor: z.string().nullable(),
  has_previous_page: z.boolean(),
  start_cursor: z.string().nullable(),
});

/** An operator-configured sponsored post (docs/entities.md#feed, docs/behaviour/feed.md#ads). */
export const AdSchema = z.object({
  ad_id: z.string(),
  tracking_token: z.string(),
  ad_title: z.string(),
  link_text: z.string(),
  link_url: z.string(),
  disclaimers: z.array(z.string()),
  media: MediaSchema,
});

/** One account suggested to follow, with why. */
export const SuggestedUserSchema = z.object({
  user: UserSummarySchema,
  social_context: z.string(),
  follower_count: z.number().int().nonnegative(),
  /** The account follows the viewer: its button reads Follow back. Optional: older servers leave it out. */
  follows_viewer: z.boolean().optional(),
});

/**
 * A reel in the home feed's suggested stories unit (docs/behaviour/feed.md#suggested-stories): the
 * tray's form of a story reel (no items) with the picture its card shows as `cover_media`.
 */
export const FeedStoryReelSchema = z.object({
  id: z.string(),
  reel_type: z.literal('user_reel'),
  user: UserSummarySchema,
  latest_reel_media: z.number(),
  expiring_at: z.number().nullable(),
  seen: z.boolean(),
  is_close_friends: z.boolean(),
  is_fan_club_story: z.boolean(),
  has_pride_media: z.boolean(),
  media_ids: z.array(z.string()),
  media_count: z.number().int().nonnegative(),
  cover_media: z.object({ media_id: z.string(), cropped_image_version: ImageCandidateSchema }).nullable().optional(),
});

/** A home feed item of any kind the server sends. */
export const FeedItemSchema = z.discriminatedUnion('kind', [
  /** `suggested`: a post of an account the viewer does not follow, filling a thin home feed. */
  /** `hashtag`: the followed hashtag that brought the post (docs/behaviour/search.md#followed-hashtags-in-the-home-feed). */
  /** `explore`: a post brought from explore into a full home feed (docs/behaviour/feed.md#posts-from-explore). */
  z.object({
    kind: z.literal('media'),
    media: MediaSchema,
    suggested: z.boolean().optional(),
    hashtag: z.string().optional(),
    explore: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('ad'), ad: AdSchema }),
  z.object({ kind: z.literal('suggested_users'), id: z.string(), users: z.array(SuggestedUserSchema) }),
  z.object({ kind: z.literal('stories_netego'), id: z.string(), reels: z.array(FeedStoryReelSchema) }),
  z.object({ kind: z.literal('end_of_feed_demarcator'), title: z.string() }),
]);

/** Home feed variants (docs/behaviour/feed.md#variants). */
export const FeedVariantSchema = z.enum(['home', 'following', 'favorites', 'past_posts']);

/** The feed timeline connection returned by the persisted query. */
export const FeedConnectionSchema = z.object({
  edges: z.array(z.object({ node: FeedItemSchema, cursor: z.string() })),
  page_info: PageInfoSchema,
});
