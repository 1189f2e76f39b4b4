import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isPublicAccount } from '../../policy/list-filters.js';

/** What an operator gives to run an ad: an existing public post and its sponsored fields. */
export interface NewAd {
  /** Shortcode of the post to promote (its author is the advertiser). */
  shortcode: string;
  adTitle: string;
  linkText: string;
  /** Where the call to action goes; only http(s) links are accepted. */
  linkUrl: string;
  disclaimers: string[];
}

/** An ad as listed for an operator. */
export interface AdSummary {
  id: number;
  shortcode: string;
  advertiser: string;
  adTitle: string;
  active: boolean;
}

/** Checks an operator's ad and stores it, active; throws a readable error when it cannot run. */
export async function addAd(db: Kysely<DB>, ad: NewAd, now = Date.now()): Promise<number> {
  if (!/^https?:\/\/\S+$/i.test(ad.linkUrl)) throw new Error('link_url must be an http(s) URL.');
  if (!ad.adTitle.trim() || !ad.linkText.trim()) throw new Error('ad_title and link_text are required.');
  const media = await db
    .selectFrom('media')
    .innerJoin('users', 'users.id', 'media.owner_id')
    .select(['media.id', 'users.is_private'])
    .where('media.code', '=', ad.shortcode)
    .executeTakeFirst();
  if (!media) throw new Error(`No post with shortcode ${ad.shortcode}.`);
  // Only a public account's post can be shown to people who do not follow it.
  if (!isPublicAccount(media)) throw new Error('The post belongs to a private account.');
  const row = await db
    .insertInto('ads')
    .values({
      media_id: media.id,
      ad_title: ad.adTitle.trim(),
      link_text: ad.linkText.trim(),
      link_url: ad.linkUrl,
      disclaimers: JSON.stringify(ad.disclaimers.map((d) => d.trim()).filter(Boolean)),
      active: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every ad, oldest first (the order feeds show them in). */
export async function listAds(db: Kysely<DB>): Promise<AdSummary[]> {
  const rows = await db
    .selectFrom('ads')
    .innerJoin('media', 'media.id', 'ads.media_id')
    .innerJoin('users', 'users.id', 'media.owner_id')
    .select(['ads.id', 'media.code', 'users.username', 'ads.ad_title', 'ads.active'])
    .orderBy('ads.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    shortcode: r.code,
    advertiser: r.username,
    adTitle: r.ad_title,
    active: r.active === 1,
  }));
}

/** Starts or stops an ad; false when there is no such ad. Feeds stop showing a stopped ad at once. */
export async function setAdActive(db: Kysely<DB>, id: number, active: boolean): Promise<boolean> {
  const result = await db
    .updateTable('ads')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
