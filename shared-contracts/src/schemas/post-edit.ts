import { z } from 'zod';
import { MAX_CAPTION_LENGTH } from '../constants.js';
import { MAX_ALT_TEXT_LENGTH, MAX_CAROUSEL_ITEMS } from '../rules/publishing.js';

/**
 * Input of the post edit call (docs/calls.md#posts-likes-and-saves, docs/behaviour/media.md#editing-a-post).
 * Every field is optional: one left out keeps what the post has, one sent replaces it whole (an
 * empty caption or alt text clears it, an empty tag list removes every tag, `location` null or ''
 * removes the place). Usertags and location are read with the creation schemas
 * (UsertagsInputSchema, LocationRefSchema) so a bad one is named in the same words.
 */

/** One carousel item's edit: which item (its pk), its alt text and its people tags. */
const EditChildSchema = z.object({
  pk: z.union([z.string().regex(/^[0-9]{1,18}$/), z.number().int().positive()]).transform(String),
  custom_accessibility_caption: z.string().max(MAX_ALT_TEXT_LENGTH).optional(),
  usertags: z.unknown().optional(),
});

/** POST /api/v1/media/{media}/edit/ (JSON). */
export const MediaEditFormSchema = z.object({
  caption_text: z.string().max(MAX_CAPTION_LENGTH).optional(),
  custom_accessibility_caption: z.string().max(MAX_ALT_TEXT_LENGTH).optional(),
  usertags: z.unknown().optional(),
  location: z.unknown().optional(),
  children_metadata: z.array(EditChildSchema).max(MAX_CAROUSEL_ITEMS).optional(),
  /**
   * The post's collaborators as they should be, invited or accepted (a JSON list of user ids):
   * people left out are removed or their invitation withdrawn, new ones invited.
   */
  invite_coauthor_user_ids_string: z.string().max(1000).optional(),
});
