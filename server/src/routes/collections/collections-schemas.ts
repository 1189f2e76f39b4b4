import { z } from 'zod';
import { CollectionTypeSchema } from 'shared-contracts/schemas';
import { formFlag, jsonIdList } from '../../http/form-fields.js';
import { idField } from '../../http/ids.js';

const ALL_TYPES = CollectionTypeSchema.options;

/** GET list query (docs/calls.md#collections): collection_types as a JSON array, include_public_only, max_id. */
export const CollectionsListQuerySchema = z.object({
  collection_types: z
    .string()
    .max(500)
    .optional()
    .transform((text, ctx) => {
      if (!text) return [...ALL_TYPES];
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

/** GET a collection's posts: the cursor of the last one seen. */
export const CollectionItemsQuerySchema = z.object({ max_id: z.string().max(64).optional() });

/** POST edit form: optional new name, posts to add and posts to remove (JSON id lists). */
export const EditCollectionFormSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  added_media_ids: jsonIdList,
  removed_media_ids: jsonIdList,
});
