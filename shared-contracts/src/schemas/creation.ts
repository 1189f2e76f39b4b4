import { z } from 'zod';
import { MAX_CAPTION_LENGTH } from '../constants.js';
import { MAX_CAROUSEL_ITEMS, MAX_USERTAGS_PER_PHOTO } from '../rules/publishing.js';
import { formFlag } from './form-fields.js';

/** Input of the upload and configure calls (docs/calls.md#creation). */

/** An upload's id as the client makes it: digits only. */
export const uploadIdField = z.string().regex(/^[0-9]{1,24}$/);

/** The fewest items of a carousel (at most MAX_CAROUSEL_ITEMS). */
const MIN_CAROUSEL_ITEMS = 2;

/** An account or place id in a tag or a place reference: digits, as text or a number. */
const refId = z.union([z.string().regex(/^[0-9]{1,18}$/), z.number().int().positive()]);

/** One person tagged on a photo, at a point given as fractions of its width and height. */
const UsertagInputSchema = z.object({
  user_id: refId,
  position: z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]).optional(),
});
const UsertagInputListSchema = z.array(UsertagInputSchema).max(MAX_USERTAGS_PER_PHOTO);

/** A photo's tags: `{"in":[…]}` as the configure payload sends it, or a bare list. */
export const UsertagsInputSchema = z.union([z.object({ in: UsertagInputListSchema }), UsertagInputListSchema]);

/** The place of a post, as the place picker gives it. */
export const LocationRefSchema = z.object({
  facebook_places_id: refId,
  name: z.string().max(200).optional(),
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
});

/**
 * The post fields every configure call shares. Usertags and location arrive as JSON text (a form)
 * or objects (JSON): the server reads them with UsertagsInputSchema and LocationRefSchema, so that
 * a bad one is named in its own words.
 */
export const PostFieldsSchema = z.object({
  caption: z.string().max(MAX_CAPTION_LENGTH).default(''),
  custom_accessibility_caption: z.string().max(1000).optional(),
  usertags: z.unknown().optional(),
  location: z.unknown().optional(),
  geotag_enabled: formFlag,
  disable_comments: formFlag,
  like_and_view_counts_disabled: formFlag,
  /** People invited to collaborate: a JSON list of user ids (docs/behaviour/creation.md#collaborators). */
  invite_coauthor_user_ids_string: z.string().max(1000).optional(),
});

/** POST configure (a photo post) and configure_to_clips (a reel): the shared fields and the upload. */
export const ConfigureFormSchema = PostFieldsSchema.extend({ upload_id: uploadIdField });

/** One item of a carousel. */
const SidecarChildSchema = z.object({
  upload_id: uploadIdField,
  custom_accessibility_caption: z.string().max(1000).optional(),
  usertags: z.unknown().optional(),
});

/** POST configure_sidecar (JSON): a carousel of 2 to 10 uploads. */
export const SidecarFormSchema = PostFieldsSchema.extend({
  client_sidecar_id: z.union([z.string().min(1).max(64), z.number().int().nonnegative()]).transform(String),
  children_metadata: z.array(SidecarChildSchema).min(MIN_CAROUSEL_ITEMS).max(MAX_CAROUSEL_ITEMS),
});

/** POST configure_to_story: the upload and who may see the story. */
export const StoryConfigureFormSchema = z.object({
  upload_id: uploadIdField,
  audience: z.enum(['everyone', 'close_friends']).default('everyone'),
  custom_accessibility_caption: z.string().max(2200).optional(),
});

/** POST change_profile_picture: the uploaded photo. */
export const ProfilePictureFormSchema = z.object({ upload_id: uploadIdField });

/** The name of an upload in its path (/rupload_igphoto/{name}). */
export const UploadEntityNameSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** The X-Instagram-Rupload-Params header of an upload slice, as JSON. */
export const UploadParamsSchema = z.object({
  media_type: z.union([z.literal(1), z.literal(2)]),
  upload_id: uploadIdField,
  upload_media_width: z.number().int().nonnegative().optional(),
  upload_media_height: z.number().int().nonnegative().optional(),
  transcode_only: z.boolean().optional(),
});

/** The headers of an upload slice: where it starts, the whole length and the upload's name and type. */
export const UploadHeadersSchema = z.object({
  offset: z.coerce.number().int().nonnegative(),
  'x-entity-length': z.coerce.number().int().nonnegative(),
  'x-entity-name': UploadEntityNameSchema,
  'x-entity-type': z.string().max(100),
  'x-instagram-rupload-params': z.string().max(2000),
});
