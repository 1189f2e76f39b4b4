import { z } from 'zod';
import { parseStoredJson } from '../../db/stored-json.js';
import { StoredVersionSchema } from '../media/stored-media.js';

/**
 * What a message holds beyond its text, stored as JSON in `direct_items.payload`: the link of a
 * link message, a photo's renditions, the shared post, the story a reply or reaction is about, or
 * what an action log records. Every field is optional; the item type says which one matters.
 */
export const ItemPayloadSchema = z.object({
  link: z.object({ url: z.string(), title: z.string().nullable() }).optional(),
  photo: z
    .object({ width: z.number().int().positive(), height: z.number().int().positive() })
    .extend({ versions: z.array(StoredVersionSchema) })
    .optional(),
  media_id: z.number().int().optional(),
  reel: z
    .object({
      media_id: z.string(),
      owner_id: z.number().int(),
      type: z.enum(['reply', 'reaction']),
      emoji: z.string().optional(),
    })
    .optional(),
  action: z
    .object({
      action: z.enum(['created', 'added', 'removed', 'left', 'title', 'disappearing', 'admin']),
      description: z.string(),
    })
    .optional(),
});
export type ItemPayload = z.infer<typeof ItemPayloadSchema>;

/** Reads a stored payload (none for plain text). */
export function readPayload(text: string | null): ItemPayload {
  return text ? parseStoredJson(ItemPayloadSchema, text, 'direct item payload') : {};
}
