import { z } from 'zod';
import { formFlag, idField, jsonIdList } from './form-fields.js';
import { ImageCandidateSchema, MediaSchema } from './media.js';

/** Collection types: the automatic "All posts", named media collections, audio (docs/entities.md#collection). */
export const CollectionTypeSchema = z.enum(['ALL_MEDIA_AUTO_COLLECTION', 'MEDIA', 'AUDIO_AUTO_COLLECTION']);

/** A cover picture of a collection. */
const CollectionCoverSchema = z.object({
  id: z.string(),
  image_versions2: z.object({ candidates: z.array(ImageCandidateSchema) }),
});

/** A saved collection (docs/entities.md#collection). */
export const CollectionSchema = z.object({
  collection_id: z.string(),
  collection_name: z.string(),
  collection_type: CollectionTypeSchema,
  collection_media_count: z.number().int().nonnegative(),
  /** 0 private (only the owner sees it). */
  collection_visibility: z.number().int(),
  cover_media: CollectionCoverSchema.nullable(),
  cover_media_list: z.array(CollectionCoverSchema),
  cover_audio_list: z.array(z.unknown()),
});

/** The collections list answer, paged by max_id. */
export const CollectionsPageSchema = z.object({
  items: z.array(CollectionSchema),
  more_available: z.boolean(),
  next_max_id: z.string().nullable(),
  status: z.literal('ok'),
});

/** A page of a collection's posts, newest added first (docs/entities.md#collection). */
export const CollectionItemsPageSchema = z.object({
  items: z.array(z.object({ media: MediaSchema })),
  num_results: z.number().int().nonnegative(),
  next_max_id: z.string().nullable(),
  more_available: z.boolean(),
  collection_id: z.string(),
  collection_name: z.string(),
  status: z.literal('ok'),
});

/** GET list query (docs/calls.md#collections): collection_types as a JSON array, include_public_only, max_id. */
export const CollectionsListQuerySchema = z.object({
  collection_types: z
    .string()
    .max(500)
    .optional()
    .transform((text, ctx) => {
      if (!text) return [...CollectionTypeSchema.options];
      try {
        return z.array(CollectionTypeSchema).parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be a JSON array of collection types.' });
        return z.NEVER;
      }
    }),
  get_cover_media_lists: formFlag,
  include_public_only: formFlag,
  max_id: idField.optional(),
});

/** POST create form: a name and optional posts (a JSON array of media ids). */
export const CreateCollectionFormSchema = z.object({
  name: z.string().trim().min(1).max(100),
  added_media_ids: jsonIdList,
});

/** POST edit form: optional new name, posts to add and posts to remove (JSON id lists). */
export const EditCollectionFormSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  added_media_ids: jsonIdList,
  removed_media_ids: jsonIdList,
});

/** POST save form (docs/calls.md#posts-likes-and-saves): optional collections to save into. */
export const SaveFormSchema = z.object({ added_collection_ids: jsonIdList });

/** POST unsave form: optional collections to remove from (none: unsave entirely). */
export const UnsaveFormSchema = z.object({ removed_collection_ids: jsonIdList });
