import type { Kysely } from 'kysely';
import type { Ad, FeedStoryReel, Media, SuggestedUser } from 'shared-contracts';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import { loadMediaExtras } from '../media/media-extras.js';
import { presentMediaRows, type PresentOptions } from '../media/media-presenter.js';
import type { ViewerRelations } from '../../policy/viewer-relations.js';
import { accountContentAllowed } from '../../policy/accounts.js';
import { presentUserSummary } from '../users/user-presenter.js';
import { parseDisclaimers } from './ad-disclaimers.js';
import type { EntryPage } from './feed-entries.js';
import type { HomeSnapshot } from './snapshot.js';
import { socialContext, stillSuggestible } from './suggestions.js';
import { suggestedStoryReels } from './stories-netego.js';
import { followersAmong } from '../users/followers-among.js';

/** A feed node as the GraphQL schema returns it: a kind plus the fields of that kind. */
export interface FeedNodeOut {
  kind:
    | 'media'
    | 'suggested_media'
    | 'explore_story'
    | 'ad'
    | 'suggested_users'
    | 'stories_netego'
    | 'end_of_feed_demarcator';
  title: string | null;
  id: string | null;
  media: Media | null;
  ad: Ad | null;
  users: SuggestedUser[] | null;
  /** The suggested stories unit's reels (docs/behaviour/feed.md#suggested-stories). */
  reels: FeedStoryReel[] | null;
  /** The followed hashtag that brought a post (docs/behaviour/search.md#followed-hashtags-in-the-home-feed). */
  hashtag: string | null;
}

/** The feed connection as GraphQL returns it. */
export interface FeedConnectionOut {
  edges: Array<{ cursor: string; node: FeedNodeOut }>;
  page_info: {
    has_next_page: boolean;
    end_cursor: string | null;
    has_previous_page: boolean;
    start_cursor: string | null;
  };
}

const CAUGHT_UP = { 'zh-CN': '你已看完所有新内容', en: "You're all caught up" } as const;

/**
 * Presents a page of feed entries with a fixed number of queries: missing media rows (ads'
 * included) and the page's ads, one query each, then one batch of media extras that also loads
 * the suggested accounts. Entries that became invisible since a snapshot
 * was ranked (a block, a mute, a deleted post, a stopped ad) are left out; the page's cursors
 * still come from every entry, so paging neither repeats nor skips.
 */
export async function presentFeedPage(
  db: Kysely<DB>,
  page: EntryPage,
  viewer: UserRow,
  relations: ViewerRelations,
  snapshot: HomeSnapshot | null,
  options: PresentOptions & { now?: number },
): Promise<FeedConnectionOut> {
  const locale = options.locale ?? 'zh-CN';
  const known = new Map<number, MediaRow>();
  const missing: number[] = [];
  const adIds: number[] = [];
  let wantsSuggestions = false;
  let wantsStories = false;
  for (const { entry } of page.entries) {
    if (entry.kind === 'media') {
      if (entry.row) known.set(entry.row.id, entry.row);
      else missing.push(entry.mediaId);
    } else if (entry.kind === 'ad') {
      adIds.push(entry.adId);
      missing.push(entry.mediaId);
    } else if (entry.kind === 'suggested_users') wantsSuggestions = true;
    else if (entry.kind === 'stories_netego') wantsStories = true;
  }
  const [ads, fetched, storyReels] = await Promise.all([
    adIds.length > 0
      ? db.selectFrom('ads').selectAll().where('id', 'in', adIds).where('active', '=', 1).execute()
      : Promise.resolve([]),
    missing.length > 0 ? db.selectFrom('media').selectAll().where('id', 'in', missing).execute() : Promise.resolve([]),
    // Read now, not when ranked: stories expire, and a block or mute since the snapshot counts.
    wantsStories ? suggestedStoryReels(db, viewer, options.urls, options.now ?? Date.now()) : Promise.resolve([]),
  ]);
  for (const row of fetched) known.set(row.id, row);
  const suggestions =
    wantsSuggestions && snapshot ? snapshot.suggestions.filter((s) => stillSuggestible(s, relations, viewer.id)) : [];
  const suggestionUserIds = suggestions.flatMap((s) => (s.via === null ? [s.id] : [s.id, s.via]));
  const [extras, followingViewer] = await Promise.all([
    loadMediaExtras(db, [...known.values()], viewer, suggestionUserIds),
    followersAmong(
      db,
      viewer.id,
      suggestions.map((s) => s.id),
    ),
  ]);
  const presented = new Map(presentMediaRows([...known.values()], extras, viewer, options).map((m) => [m.pk, m]));
  const allowed = (row: MediaRow | undefined): Media | null => {
    const owner = row ? extras.users.get(row.owner_id) : undefined;
    // Read again at presentation: a block, an unfollow or a mute since the snapshot counts.
    if (!row || !owner || relations.mutedPosts.has(owner.id)) return null;
    if (!accountContentAllowed(relations, viewer.id, owner)) return null;
    return presented.get(String(row.id)) ?? null;
  };
  const adById = new Map(ads.map((ad) => [ad.id, ad]));

  const edges: FeedConnectionOut['edges'] = [];
  const node = (partial: Partial<FeedNodeOut> & Pick<FeedNodeOut, 'kind'>): FeedNodeOut => ({
    title: null,
    id: null,
    media: null,
    ad: null,
    users: null,
    reels: null,
    hashtag: null,
    ...partial,
  });
  for (const { entry, cursor } of page.entries) {
    if (entry.kind === 'media') {
      const media = allowed(known.get(entry.mediaId));
      // A suggested post and a post from explore have their own kinds, so clients label them
      // (docs/behaviour/feed.md#suggested-posts, docs/behaviour/feed.md#posts-from-explore).
      const kind = entry.suggested ? 'suggested_media' : entry.explore ? 'explore_story' : 'media';
      if (media) edges.push({ cursor, node: node({ kind, id: media.id, media, hashtag: entry.hashtag ?? null }) });
    } else if (entry.kind === 'ad') {
      const ad = adById.get(entry.adId);
      const media = ad ? allowed(known.get(ad.media_id)) : null;
      if (!ad || !media) continue;
      const tracking = Buffer.from(`${snapshot?.id ?? 0}:${entry.slot}:${ad.id}`).toString('base64url');
      edges.push({
        cursor,
        node: node({
          kind: 'ad',
          id: `ad:${ad.id}`,
          ad: {
            ad_id: String(ad.id),
            tracking_token: tracking,
            ad_title: ad.ad_title,
            link_text: ad.link_text,
            link_url: ad.link_url,
            disclaimers: parseDisclaimers(ad.disclaimers),
            media,
          },
        }),
      });
    } else if (entry.kind === 'suggested_users') {
      const users = suggestions.flatMap((s): SuggestedUser[] => {
        const user = extras.users.get(s.id);
        if (!user) return [];
        const via = s.via === null ? undefined : extras.users.get(s.via);
        return [
          {
            user: presentUserSummary(user, options.urls),
            social_context: socialContext(s.mutuals, via?.username ?? null, locale),
            follower_count: s.followers,
            follows_viewer: followingViewer.has(s.id),
          },
        ];
      });
      if (users.length > 0)
        edges.push({ cursor, node: node({ kind: 'suggested_users', id: `aysf:${snapshot?.id ?? 0}`, users }) });
    } else if (entry.kind === 'stories_netego') {
      // Left out when nobody the viewer could discover has a story now.
      if (storyReels.length > 0)
        edges.push({
          cursor,
          node: node({ kind: 'stories_netego', id: `netego:${snapshot?.id ?? 0}`, reels: storyReels }),
        });
    } else {
      edges.push({
        cursor,
        node: node({ kind: 'end_of_feed_demarcator', id: 'end_of_feed', title: CAUGHT_UP[locale] }),
      });
    }
  }
  return {
    edges,
    page_info: {
      has_next_page: page.hasNextPage,
      end_cursor: page.entries[page.entries.length - 1]?.cursor ?? null,
      has_previous_page: page.hasPreviousPage,
      start_cursor: page.entries[0]?.cursor ?? null,
    },
  };
}
