import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A place in the catalogue. */
export interface CatalogPlace {
  name: string;
  address: string;
  lat: number;
  lng: number;
  /** Region for the location directory (docs/behaviour/search.md#location-directory). */
  country_code: string;
  country_name: string;
  city: string;
}

/**
 * The demo's places: around the cities the seed's posts are in, plus the places of the photo
 * fixtures with GPS (Lisbon area), so a photo's coordinates suggest something nearby.
 */
export const DEMO_PLACES: readonly CatalogPlace[] = [
  {
    name: '外滩',
    address: '上海 黄浦区 中山东一路',
    lat: 31.2401,
    lng: 121.4905,
    country_code: 'CN',
    country_name: '中国',
    city: '上海',
  },
  {
    name: '豫园',
    address: '上海 黄浦区 福佑路 168号',
    lat: 31.2272,
    lng: 121.4921,
    country_code: 'CN',
    country_name: '中国',
    city: '上海',
  },
  {
    name: '上海',
    address: '中国 上海',
    lat: 31.2304,
    lng: 121.4737,
    country_code: 'CN',
    country_name: '中国',
    city: '上海',
  },
  {
    name: '故宫博物院',
    address: '北京 东城区 景山前街 4号',
    lat: 39.9163,
    lng: 116.3972,
    country_code: 'CN',
    country_name: '中国',
    city: '北京',
  },
  {
    name: '北京',
    address: '中国 北京',
    lat: 39.9042,
    lng: 116.4074,
    country_code: 'CN',
    country_name: '中国',
    city: '北京',
  },
  {
    name: '東京タワー',
    address: '東京都 港区 芝公園 4-2-8',
    lat: 35.6586,
    lng: 139.7454,
    country_code: 'JP',
    country_name: '日本',
    city: '東京',
  },
  {
    name: '東京',
    address: '日本 東京都',
    lat: 35.6762,
    lng: 139.6503,
    country_code: 'JP',
    country_name: '日本',
    city: '東京',
  },
  {
    name: 'Brandenburger Tor',
    address: 'Pariser Platz, 10117 Berlin',
    lat: 52.5163,
    lng: 13.3777,
    country_code: 'DE',
    country_name: 'Deutschland',
    city: 'Berlin',
  },
  {
    name: 'Berlin',
    address: 'Deutschland',
    lat: 52.52,
    lng: 13.405,
    country_code: 'DE',
    country_name: 'Deutschland',
    city: 'Berlin',
  },
  {
    name: 'Torre de Belém',
    address: 'Av. Brasília, 1400-038 Lisboa',
    lat: 38.6916,
    lng: -9.216,
    country_code: 'PT',
    country_name: 'Portugal',
    city: 'Lisboa',
  },
  {
    name: 'Praça do Comércio',
    address: '1100-148 Lisboa',
    lat: 38.7075,
    lng: -9.1364,
    country_code: 'PT',
    country_name: 'Portugal',
    city: 'Lisboa',
  },
  {
    name: 'Lisbon',
    address: 'Portugal',
    lat: 38.7223,
    lng: -9.1393,
    country_code: 'PT',
    country_name: 'Portugal',
    city: 'Lisboa',
  },
  {
    name: 'Bixby Creek Bridge',
    address: 'CA-1, Big Sur, CA',
    lat: 36.3715,
    lng: -121.9017,
    country_code: 'US',
    country_name: 'United States',
    city: 'Big Sur',
  },
  {
    name: 'Big Sur',
    address: 'California, USA',
    lat: 36.2704,
    lng: -121.8081,
    country_code: 'US',
    country_name: 'United States',
    city: 'Big Sur',
  },
  {
    name: 'Golden Gate Bridge',
    address: 'San Francisco, CA',
    lat: 37.8199,
    lng: -122.4783,
    country_code: 'US',
    country_name: 'United States',
    city: 'San Francisco',
  },
  {
    name: 'Sydney Opera House',
    address: 'Bennelong Point, Sydney NSW 2000',
    lat: -33.8568,
    lng: 151.2153,
    country_code: 'AU',
    country_name: 'Australia',
    city: 'Sydney',
  },
];

/** Adds the demo places once (an empty catalogue only); returns whether it wrote them. */
export async function seedLocations(db: Kysely<DB>): Promise<boolean> {
  const any = await db.selectFrom('locations').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await db
    .insertInto('locations')
    .values([...DEMO_PLACES])
    .execute();
  return true;
}

/**
 * Ties posts tagged with a place's name but no place id (the demo's posts, and posts written before
 * the catalogue existed) to the catalogue place of that name, so their place links to its page and
 * they count there (docs/behaviour/search.md#location-pages). Only untied rows change; cheap to
 * repeat at every start.
 */
export async function linkPostsToCatalogue(db: Kysely<DB>): Promise<void> {
  await db
    .updateTable('media')
    .set((eb) => ({
      location_id: eb
        .selectFrom('locations')
        .select((inner) => inner.fn.min('locations.id').as('id'))
        .whereRef('locations.name', '=', 'media.location_name'),
    }))
    .where('location_id', 'is', null)
    .where('location_name', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('locations').select('locations.id').whereRef('locations.name', '=', 'media.location_name'),
      ),
    )
    .execute();
}
