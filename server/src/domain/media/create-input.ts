import type { Kysely } from 'kysely';
import { LocationRefSchema, UsertagsInputSchema } from 'shared-contracts/schemas';
import type { DB } from '../../db/schema.js';
import { isRowId, parseRowId } from '../../http/ids.js';
import type { NewUsertag, PostPlace } from './publish.js';

/** A parse result: the value, or why the field is not valid. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function fromJson(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return Symbol.for('invalid-json');
  }
}

/**
 * Parses usertags: a JSON string (form body) or the object itself (JSON body). A tag without a
 * position is placed at the centre. Absent or empty input gives no tags.
 */
export function parseUsertags(input: unknown): Parsed<NewUsertag[]> {
  if (input === undefined || input === null || input === '') return { ok: true, value: [] };
  const result = UsertagsInputSchema.safeParse(fromJson(input));
  if (!result.success) return { ok: false, error: 'usertags must be {"in":[{"user_id","position":[x,y]}]}.' };
  const list = Array.isArray(result.data) ? result.data : result.data.in;
  const seen = new Set<number>();
  const tags: NewUsertag[] = [];
  for (const tag of list) {
    const userId = parseRowId(tag.user_id);
    // An id past the id columns' range names nobody, like an unknown account (docs/errors.md#text-and-ids).
    if (userId === null) return { ok: false, error: `Tagged user ${tag.user_id} does not exist.` };
    // One tag per person per photo: a repeated person keeps the first position.
    if (seen.has(userId)) continue;
    seen.add(userId);
    tags.push({ userId, x: tag.position?.[0] ?? 0.5, y: tag.position?.[1] ?? 0.5 });
  }
  return { ok: true, value: tags };
}

/** Parses a location reference (JSON string or object); absent input gives null. */
export function parseLocationRef(input: unknown): Parsed<{ placeId: number } | null> {
  if (input === undefined || input === null || input === '') return { ok: true, value: null };
  const result = LocationRefSchema.safeParse(fromJson(input));
  if (!result.success) return { ok: false, error: 'location must be {"facebook_places_id", "lat", "lng"}.' };
  return { ok: true, value: { placeId: Number(result.data.facebook_places_id) } };
}

/** Looks a place up in the catalogue; null when it does not exist. */
export async function findPlace(db: Kysely<DB>, placeId: number): Promise<PostPlace | null> {
  if (!isRowId(placeId)) return null;
  const row = await db
    .selectFrom('locations')
    .select(['id', 'name', 'lat', 'lng'])
    .where('id', '=', placeId)
    .executeTakeFirst();
  return row ?? null;
}
