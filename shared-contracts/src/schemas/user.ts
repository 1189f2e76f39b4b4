import { z } from 'zod';
import { idField } from './form-fields.js';
import { NewPasswordSchema } from './sessions.js';

/** The viewer's relationship with a user (docs/entities.md#friendship-status). */
export const FriendshipStatusSchema = z.object({
  following: z.boolean(),
  followed_by: z.boolean(),
  blocking: z.boolean(),
  muting: z.boolean(),
  outgoing_request: z.boolean(),
  incoming_request: z.boolean(),
  is_restricted: z.boolean(),
  is_bestie: z.boolean(),
  is_feed_favorite: z.boolean(),
  subscribed: z.boolean(),
  is_viewer_unconnected: z.boolean(),
});

/** A user as embedded in posts, comments, search results and threads. */
export const UserSummarySchema = z.object({
  pk: z.string(),
  id: z.string(),
  username: z.string(),
  full_name: z.string(),
  is_verified: z.boolean(),
  is_private: z.boolean(),
  profile_pic_url: z.string(),
  latest_reel_media: z.number().optional(),
});

/** A profile link shown in a bio (docs/entities.md#profile-link). */
export const ProfileLinkSchema = z.object({
  link_type: z.enum(['facebook', 'whatsapp', 'other']),
  url: z.string().optional(),
  lynx_url: z.string().optional(),
  title: z.string().optional(),
  image_url: z.string().optional(),
  is_pinned: z.boolean().optional(),
  media_type: z.string().optional(),
});

/** A full profile as returned by web_profile_info. */
export const ProfileSchema = UserSummarySchema.extend({
  biography: z.string(),
  bio_links: z.array(ProfileLinkSchema),
  hd_profile_pic_url_info: z.object({ url: z.string() }),
  account_type: z.number().int(),
  category: z.string().nullable(),
  follower_count: z.number().int().nonnegative(),
  following_count: z.number().int().nonnegative(),
  media_count: z.number().int().nonnegative(),
  friendship_status: FriendshipStatusSchema.nullable(),
  is_viewer: z.boolean(),
  show_text_post_app_badge: z.boolean(),
  text_post_app_badge_label: z.string().nullable(),
  /** Unseen posts in the sister app; absent when the server does not know (docs/entities.md#profile). */
  text_post_new_post_count: z.number().int().nonnegative().optional(),
  /** A live broadcast under way; the avatar then shows the live ring (docs/behaviour/profiles.md#header). */
  live_broadcast_id: z.string().nullable().optional(),
  /** Supervision between viewer and user; no block either way (docs/behaviour/relationships.md#supervision). */
  supervision_info: z.object({ is_guardian_of_viewer: z.boolean(), is_supervised_by_viewer: z.boolean() }).optional(),
  /** What of this user the viewer mutes; null when logged out or on the viewer's own profile. */
  mute_options: z.object({ posts: z.boolean(), story: z.boolean() }).nullable().optional(),
  /** The visibility rule (docs/behaviour/relationships.md#profile-visibility) as the server decided it. */
  can_view_content: z.boolean().optional(),
  /** Incoming follow requests; the owner's own profile only, else null. */
  pending_follow_request_count: z.number().int().nonnegative().nullable().optional(),
});

/** A user in a followers, following or requests list, with the viewer's relationship. */
export const FollowListUserSchema = UserSummarySchema.extend({
  /** null when logged out, or on the viewer's own row. */
  friendship_status: FriendshipStatusSchema.nullable(),
});

/** A page of a followers, following or follow-requests list. */
export const FollowListPageSchema = z.object({
  users: z.array(FollowListUserSchema),
  next_max_id: z.string().nullable(),
  more_available: z.boolean(),
  page_size: z.number().int().optional(),
  status: z.literal('ok'),
});

/** A suggested account after a follow (profile chaining). */
export const ChainingUserSchema = UserSummarySchema.extend({
  social_context: z.string(),
  /** The account follows the viewer: its button reads Follow back. Optional: older servers leave it out. */
  follows_viewer: z.boolean().optional(),
});

/** The answer of relationship calls (mute, block, restrict, close friends, favourites...). */
export const FriendshipChangeResultSchema = z.object({
  friendship_status: FriendshipStatusSchema,
  mute_options: z.object({ posts: z.boolean(), story: z.boolean() }).optional(),
  status: z.literal('ok'),
});

/** GET web_profile_info query: the username asked for. */
export const ProfileQuerySchema = z.object({ username: z.string().min(1).max(64) });

/** GET discover/chaining query: the account whose similar accounts are asked for. */
export const ChainingQuerySchema = z.object({ target_id: idField });

/** Longest biography accepted, in characters. */
const MAX_BIOGRAPHY_LENGTH = 150;
/** Most bio links a profile holds. */
const MAX_BIO_LINKS = 5;

/** One bio link as the edit form sends it: only http(s) URLs (docs/behaviour/profiles.md#edit-profile). */
const BioLinkInputSchema = z.object({
  title: z.string().trim().max(60).optional(),
  url: z
    .string()
    .trim()
    .max(2000)
    .url()
    .refine((url) => /^https?:\/\//i.test(url), { message: 'Links must start with http:// or https://.' }),
});

/**
 * POST accounts/edit/ form (docs/behaviour/profiles.md#edit-profile): every field optional, only
 * those sent change; `bio_links` is a JSON array of links, `is_private` a form flag. The
 * username's shape and availability are checked by the server after this (isValidUsername).
 */
export const ProfileEditFormSchema = z.object({
  full_name: z.string().trim().max(64).optional(),
  username: z.string().trim().min(1).max(30).optional(),
  biography: z.string().max(MAX_BIOGRAPHY_LENGTH).optional(),
  bio_links: z
    .string()
    .max(20_000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      if (text.trim() === '') return [];
      try {
        return z.array(BioLinkInputSchema).max(MAX_BIO_LINKS).parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: `Up to ${MAX_BIO_LINKS} links, each an http(s) URL with a title.` });
        return z.NEVER;
      }
    }),
  is_private: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** The logged-in user as the session knows it. */
export const ViewerSchema = UserSummarySchema.pick({
  pk: true,
  id: true,
  username: true,
  full_name: true,
  is_verified: true,
  is_private: true,
  profile_pic_url: true,
}).extend({
  /** Set for moderators: the More menu then leads to the moderation area (docs/behaviour/moderation.md#the-moderation-area). */
  is_moderator: z.boolean().optional(),
});

/** Sign-up form fields; the server validates them with this schema. */
export const SignUpInputSchema = z.object({
  email: z.string().trim().email().max(254),
  full_name: z.string().trim().max(64),
  username: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9._]+$/),
  password: NewPasswordSchema,
});

/** Login form fields. */
export const LoginInputSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
});
