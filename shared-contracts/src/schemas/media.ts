import { z } from 'zod';
import { UserSummarySchema } from './user.js';

/** One rendition of an image; never wider than the 1080 px cap. */
export const ImageCandidateSchema = z.object({
  url: z.string(),
  width: z.number().int().positive().max(1080),
  height: z.number().int().positive(),
});

/** A post's caption. */
export const CaptionSchema = z.object({
  pk: z.string(),
  text: z.string(),
  created_at: z.number().int(),
  has_translation: z.boolean(),
});

/** A usertag on a photo; position is relative (0..1) to the image. */
export const UsertagSchema = z.object({
  user: UserSummarySchema,
  position: z.tuple([z.number(), z.number()]),
});

/** A place attached to a post. */
export const LocationSchema = z.object({
  pk: z.string(),
  name: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

/** Media types: 1 photo, 2 video, 8 carousel. */
export const MediaTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(8)]);

/** A media item (post) as the feed, the post page and profiles receive it (spec 3). */
export const MediaSchema = z.object({
  id: z.string(),
  pk: z.string(),
  code: z.string(),
  taken_at: z.number().int(),
  media_type: MediaTypeSchema,
  product_type: z.string(),
  original_width: z.number().int().positive(),
  original_height: z.number().int().positive(),
  image_versions2: z.object({ candidates: z.array(ImageCandidateSchema).min(1) }),
  /** Base64 preview data for the blurred placeholder (spec 3, "Preview image data"). */
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
});

/** Cursor paging info (spec 3, "page_info"). */
export const PageInfoSchema = z.object({
  has_next_page: z.boolean(),
  end_cursor: z.string().nullable(),
  has_previous_page: z.boolean(),
  start_cursor: z.string().nullable(),
});

/** A home feed item; the skeleton serves `media` items, other kinds follow. */
export const FeedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('media'), media: MediaSchema }),
  z.object({ kind: z.literal('end_of_feed_demarcator'), title: z.string() }),
]);

/** Home feed variants (spec 1). */
export const FeedVariantSchema = z.enum(['home', 'following', 'favorites', 'past_posts']);

/** The feed timeline connection returned by the persisted query. */
export const FeedConnectionSchema = z.object({
  edges: z.array(z.object({ node: FeedItemSchema, cursor: z.string() })),
  page_info: PageInfoSchema,
});
