import { sql, type Kysely } from 'kysely';
import type { Locale, MediaGridPage } from 'shared-contracts';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentMediaList } from '../media/media-presenter.js';
import { parseRowId } from '../../http/ids.js';
import { engagement } from './engagement.js';
import { postVisibleTo } from '../../policy/posts.js';
import { presentCandidates } from '../media/stored-media.js';

/** Posts per page of a section. */
export const SECTION_PAGE = 24;
/** A "top" section ranks only this many of the newest visible posts (bounded cost per request). */
export const TOP_WINDOW = 300;

/** What a section lists: the posts carrying a tag, or the posts tagged with a place. */
export type SectionSource = { tag: string } | { locationId: number };

/** The section's rows the viewer may see (the posts policy, listed), newest first by id. */
function sourceQuery(db: Kysely<DB>, source: SectionSource, viewerId: number | null, before: number | null) {
  // Ordered by the id column of the index the source is read from (the tag's primary key, the
  // place's index), so a page reads rows in index order instead of sorting the whole tag.
  if ('tag' in source)
    return db
      .selectFrom('media_hashtags')
      .innerJoin('media', 'media.id', 'media_hashtags.media_id')
      .selectAll('media')
      .where('media_hashtags.tag', '=', source.tag)
      .$if(before !== null, (qb) => qb.where('media_hashtags.media_id', '<', before!))
      .where(postVisibleTo(viewerId, 'listed'))
      .orderBy('media_hashtags.media_id', 'desc');
  return db
    .selectFrom('media')
    .selectAll('media')
    .where('media.location_id', '=', source.locationId)
    .$if(before !== null, (qb) => qb.where('media.id', '<', before!))
    .where(postVisibleTo(viewerId, 'listed'))
    .orderBy('media.id', 'desc');
}

/** Reads a `recent` cursor (the last id shown) or a `top` cursor (how many were shown). */
function parseCursor(value: string | undefined): number | null {
  if (!value) return null;
  return parseRowId(value);
}

/**
 * One page of a tag's or place's section (docs/behaviour/search.md#tag-and-location-sections): `recent` pages
 * by id, newest first; `top` ranks the newest TOP_WINDOW visible posts by engagement and pages
 * through that ranking.
 */
export async function loadSection(
  db: Kysely<DB>,
  viewer: UserRow | null,
  source: SectionSource,
  tab: 'top' | 'recent',
  maxId: string | undefined,
  options: { urls: MediaUrls; locale: Locale },
): Promise<MediaGridPage> {
  const cursor = parseCursor(maxId);
  let shown: MediaRow[];
  let next: string | null;
  if (tab === 'recent') {
    const rows = await sourceQuery(db, source, viewer?.id ?? null, cursor)
      .limit(SECTION_PAGE + 1)
      .execute();
    shown = rows.slice(0, SECTION_PAGE);
    next = rows.length > SECTION_PAGE ? String(shown[shown.length - 1]!.id) : null;
  } else {
    const offset = cursor ?? 0;
    const window = await sourceQuery(db, source, viewer?.id ?? null, null)
      .limit(TOP_WINDOW)
      .execute();
    const ranked = window.sort((a, b) => engagement(b) - engagement(a) || b.id - a.id);
    shown = ranked.slice(offset, offset + SECTION_PAGE);
    next = offset + SECTION_PAGE < ranked.length ? String(offset + SECTION_PAGE) : null;
  }
  return {
    items: await presentMediaList(db, shown, viewer, options),
    more_available: next !== null,
    next_max_id: next,
    status: 'ok',
  };
}

/** Posts at a place the viewer may see. */
export async function countLocationMedia(db: Kysely<DB>, viewerId: number | null, locationId: number): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select(sql<number>`count(*)`.as('n'))
    .where('media.location_id', '=', locationId)
    .where(postVisibleTo(viewerId, 'listed'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The picture of a tag's or place's header: the smallest rendition of the first post of its "top"
 * section (the same ranking over the same window), or null when the viewer sees no post there
 * (docs/behaviour/search.md#hashtag-pages).
 */
export async function topPostPicture(
  db: Kysely<DB>,
  viewerId: number | null,
  source: SectionSource,
  urls: MediaUrls,
): Promise<string | null> {
  const window = await sourceQuery(db, source, viewerId, null).limit(TOP_WINDOW).execute();
  let top: MediaRow | null = null;
  for (const row of window) if (!top || engagement(row) > engagement(top)) top = row;
  return (top && presentCandidates(top.image_versions, urls).at(-1)?.url) ?? null;
}
