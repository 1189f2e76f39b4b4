import type { Kysely } from 'kysely';
import type { LocationDirectory, LocationInfo, SearchPlace } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import { countLocationMedia } from '../discover/media-sections.js';

/** Most entries one directory level lists. */
export const DIRECTORY_LIMIT = 500;

/** A URL slug of a name: lower case, runs of anything but letters and digits become one dash. */
export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'place'
  );
}

/** A catalogue row as search results and recent searches show it. */
export function presentPlace(row: {
  id: number;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
}): SearchPlace {
  return {
    location: {
      pk: String(row.id),
      name: row.name,
      address: row.address,
      city: row.city,
      lat: Number(row.lat),
      lng: Number(row.lng),
    },
    title: row.name,
    subtitle: row.address,
    slug: slugify(row.name),
  };
}

/** The place with an id from a URL, or 404. */
export async function requireLocation(db: Kysely<DB>, idText: string) {
  const id = parseRowId(idText);
  const row =
    id === null ? undefined : await db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound('Location not found.');
  return row;
}

/** A location page's header (docs/behaviour/search.md#location-directory), with the posts the viewer may see there. */
export async function loadLocationInfo(db: Kysely<DB>, viewer: UserRow | null, idText: string): Promise<LocationInfo> {
  const row = await requireLocation(db, idText);
  const place = presentPlace(row);
  return {
    location: {
      ...place.location,
      slug: place.slug,
      country_code: row.country_code,
      country_name: row.country_name,
      media_count: await countLocationMedia(db, viewer?.id ?? null, row.id),
    },
    status: 'ok',
  };
}

/** A city's directory id: its country code and name. */
const cityId = (code: string, city: string) => `${code}:${city}`;

/**
 * One level of the location directory (docs/behaviour/search.md#location-directory): countries; a
 * country's cities; a city's places. Places without a region are left out. Unknown ids answer 404.
 */
export async function loadLocationDirectory(
  db: Kysely<DB>,
  request: { country?: string | undefined; city?: string | undefined },
): Promise<LocationDirectory> {
  if (request.city !== undefined) {
    const split = request.city.indexOf(':');
    const code = split > 0 ? request.city.slice(0, split) : '';
    const city = split > 0 ? request.city.slice(split + 1) : '';
    const rows = await db
      .selectFrom('locations')
      .select(['id', 'name', 'country_name'])
      .where('country_code', '=', code)
      .where('city', '=', city)
      .orderBy('name')
      .limit(DIRECTORY_LIMIT)
      .execute();
    if (code === '' || city === '' || rows.length === 0) throw fail.notFound('Location not found.');
    return {
      level: 'places',
      parent: { id: cityId(code, city), name: city, slug: slugify(city), parent_id: code },
      entries: rows.map((r) => ({ id: String(r.id), name: r.name, slug: slugify(r.name) })),
      status: 'ok',
    };
  }
  if (request.country !== undefined) {
    const rows = await db
      .selectFrom('locations')
      .select(['city', 'country_name'])
      .distinct()
      .where('country_code', '=', request.country)
      .where('city', '!=', '')
      .orderBy('city')
      .limit(DIRECTORY_LIMIT)
      .execute();
    if (rows.length === 0) throw fail.notFound('Location not found.');
    return {
      level: 'cities',
      parent: {
        id: request.country,
        name: rows[0]!.country_name,
        slug: slugify(rows[0]!.country_name),
        parent_id: null,
      },
      entries: rows.map((r) => ({ id: cityId(request.country!, r.city), name: r.city, slug: slugify(r.city) })),
      status: 'ok',
    };
  }
  const rows = await db
    .selectFrom('locations')
    .select(['country_code', 'country_name'])
    .distinct()
    .where('country_code', '!=', '')
    .orderBy('country_name')
    .limit(DIRECTORY_LIMIT)
    .execute();
  return {
    level: 'countries',
    parent: null,
    entries: rows.map((r) => ({ id: r.country_code, name: r.country_name, slug: slugify(r.country_name) })),
    status: 'ok',
  };
}
