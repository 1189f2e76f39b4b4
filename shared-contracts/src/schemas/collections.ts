import { z } from 'zod';
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

/** Create-collection form. */
export const CreateCollectionInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  added_media_ids: z.array(z.string().regex(/^\d+$/)).max(100).default([]),
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

/** Edit-collection form: rename, add or remove posts. */
export const EditCollectionInputSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  added_media_ids: z.array(z.string()).max(100).optional(),
  removed_media_ids: z.array(z.string()).max(100).optional(),
});
