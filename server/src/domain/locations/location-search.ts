import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { placeCandidates } from '../search/text-index.js';

/** Most venues one search answers. */
export const LOCATION_SEARCH_LIMIT = 20;
/** Catalogue rows considered per search (ranked in memory: the catalogue is small). */
const CANDIDATE_ROWS = 2000;

/** A venue as location search answers it (docs/entities.md#place-venue). */
export interface Venue {
  external_id: string;
  external_id_source: 'facebook_places';
  name: string;
  address: string;
  lat: number;
  lng: number;
  distance_m?: number;
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))));
}

/**
 * Ranks places: filtered by the query (name or address contains it, any case), then nearest
 * first when a position is given, else by name.
 */
export function rankVenues(
  places: ReadonlyArray<{ id: number; name: string; address: string; lat: number; lng: number }>,
  options: { query?: string; near?: { lat: number; lng: number } | null; limit?: number },
): Venue[] {
  const query = options.query?.trim().toLocaleLowerCase() ?? '';
  const matching = query
    ? places.filter((p) => p.name.toLocaleLowerCase().includes(query) || p.address.toLocaleLowerCase().includes(query))
    : places;
  const near = options.near ?? null;
  const venues = matching.map((p) => ({
    external_id: String(p.id),
    external_id_source: 'facebook_places' as const,
    name: p.name,
    address: p.address,
    lat: p.lat,
    lng: p.lng,
    ...(near ? { distance_m: distanceMetres(near, p) } : {}),
  }));
  venues.sort((a, b) =>
    near ? (a.distance_m ?? 0) - (b.distance_m ?? 0) || a.name.localeCompare(b.name) : a.name.localeCompare(b.name),
  );
  return venues.slice(0, options.limit ?? LOCATION_SEARCH_LIMIT);
}

/**
 * Searches the catalogue. With a query, candidates come from the place indexes (name prefix, and
 * name, address or city substring: docs/behaviour/search.md#indexes); without one, the first
 * CANDIDATE_ROWS places are ranked by distance.
 */
export async function searchLocations(
  db: Kysely<DB>,
  dialect: Dialect,
  options: { query?: string | undefined; near?: { lat: number; lng: number } | null },
): Promise<Venue[]> {
  const term = options.query?.trim().toLowerCase() ?? '';
  let query = db.selectFrom('locations').select(['id', 'name', 'address', 'lat', 'lng']);
  if (term !== '') {
    const ids = await placeCandidates(db, dialect, term);
    if (ids.length === 0) return [];
    query = query.where('id', 'in', ids);
  }
  const rows = await query.orderBy('id').limit(CANDIDATE_ROWS).execute();
  // The creation flow matches name or address only: candidates found by their city drop out here.
  return rankVenues(
    rows.map((r) => ({ ...r, id: Number(r.id) })),
    options,
  );
}
