import type { Kysely, Selectable } from 'kysely';
import type { DirectItem, DirectMediaShare } from 'shared-contracts';
import type { DB, DirectItemsTable } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentCandidates } from '../media/stored-media.js';
import { postVisibleTo } from '../../policy/posts.js';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from '../users/user-presenter.js';
import { readPayload } from './item-payload.js';
import { directItemReadableBy } from '../../policy/direct-reading.js';

export type ItemRow = Selectable<DirectItemsTable>;

/** Stored times are milliseconds; direct answers give microseconds (docs/behaviour/direct.md#times). */
export const toMicros = (ms: number) => ms * 1000;

/** The items a reply quotes, limited to what the viewer may read (an unsent or hidden one is unavailable). */
async function loadQuoted(db: Kysely<DB>, viewerId: number, items: readonly ItemRow[]) {
  const ids = [...new Set(items.map((i) => i.replied_to_item_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, ItemRow>();
  const rows = await db
    .selectFrom('direct_items')
    .selectAll()
    .where('id', 'in', ids)
    .where(directItemReadableBy(viewerId, Date.now()))
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Shared posts the viewer may see (a private or blocked author's post shows as unavailable). */
async function loadShares(db: Kysely<DB>, viewerId: number, mediaIds: number[], urls: MediaUrls) {
  const shares = new Map<number, DirectMediaShare>();
  if (mediaIds.length === 0) return shares;
  const rows = await db
    .selectFrom('media')
    .innerJoin('users', 'users.id', 'media.owner_id')
    .select([
      'media.id as media_id',
      'media.code',
      'media.media_type',
      'media.product_type',
      'media.image_versions',
      'media.caption',
    ])
    .select(USER_SUMMARY_COLUMNS.map((c) => `users.${c}` as const))
    .where('media.id', 'in', mediaIds)
    .where(postVisibleTo(viewerId))
    .execute();
  for (const row of rows) {
    shares.set(row.media_id, {
      id: `${row.media_id}_${row.id}`,
      code: row.code,
      media_type: row.media_type,
      product_type: row.product_type,
      image_versions2: { candidates: presentCandidates(row.image_versions, urls) },
      user: presentUserSummary(row, urls),
      caption_text: row.caption || null,
    });
  }
  return shares;
}

/**
 * Presents messages for one viewer in a fixed number of queries: their reactions, the messages
 * they quote and the posts they share are loaded together (docs/behaviour/direct.md#kinds-of-message).
 */
export async function presentItems(
  db: Kysely<DB>,
  viewerId: number,
  items: readonly ItemRow[],
  urls: MediaUrls,
): Promise<DirectItem[]> {
  if (items.length === 0) return [];
  const ids = items.map((i) => i.id);
  const payloads = new Map(items.map((i) => [i.id, readPayload(i.payload)]));
  const mediaIds = [...new Set([...payloads.values()].map((p) => p.media_id).filter((id) => id !== undefined))];
  const [reactions, quoted, shares] = await Promise.all([
    db.selectFrom('direct_item_reactions').selectAll().where('item_id', 'in', ids).orderBy('created_at').execute(),
    loadQuoted(db, viewerId, items),
    loadShares(db, viewerId, mediaIds, urls),
  ]);
  return items.map((item) => {
    const payload = payloads.get(item.id) ?? {};
    const mine = reactions.filter((r) => r.item_id === item.id);
    const likes = mine.filter((r) => r.kind === 'like');
    const emojis = mine.filter((r) => r.kind === 'emoji');
    const quote = item.replied_to_item_id !== null ? quoted.get(item.replied_to_item_id) : undefined;
    const presented: DirectItem = {
      item_id: String(item.id),
      user_id: String(item.user_id),
      timestamp: toMicros(item.created_at),
      item_type: item.item_type,
      ...(item.text !== null ? { text: item.text } : {}),
      ...(item.client_context !== null ? { client_context: item.client_context } : {}),
      ...(item.is_forwarded === 1 ? { is_forwarded: true } : {}),
      ...(item.expires_at !== null ? { expires_at: toMicros(item.expires_at) } : {}),
    };
    if (mine.length > 0)
      presented.reactions = {
        likes: likes.map((r) => ({ sender_id: String(r.user_id), timestamp: toMicros(r.created_at) })),
        likes_count: likes.length,
        emojis: emojis.map((r) => ({
          sender_id: String(r.user_id),
          timestamp: toMicros(r.created_at),
          emoji: r.emoji,
        })),
      };
    if (item.replied_to_item_id !== null)
      presented.replied_to_message = quote
        ? {
            item_id: String(quote.id),
            user_id: String(quote.user_id),
            item_type: quote.item_type,
            ...(quote.text !== null ? { text: quote.text } : {}),
            is_unavailable: false,
          }
        : { item_id: String(item.replied_to_item_id), user_id: '', item_type: 'text', is_unavailable: true };
    if (payload.link)
      presented.link = {
        text: item.text ?? payload.link.url,
        link_context: { link_url: payload.link.url, link_title: payload.link.title },
      };
    if (payload.photo && item.image_key)
      presented.media = {
        id: String(item.id),
        media_type: 1,
        original_width: payload.photo.width,
        original_height: payload.photo.height,
        image_versions2: {
          candidates: [...payload.photo.versions]
            .sort((a, b) => b.width - a.width)
            .map((v) => ({ url: urls.url(v.key), width: v.width, height: v.height })),
        },
      };
    if (payload.media_id !== undefined) presented.media_share = shares.get(payload.media_id) ?? null;
    if (payload.reel)
      presented.reel_share = {
        media_id: payload.reel.media_id,
        reel_owner_id: String(payload.reel.owner_id),
        type: payload.reel.type,
        ...(item.text !== null ? { text: item.text } : {}),
        ...(payload.reel.emoji ? { reaction_emoji: payload.reel.emoji } : {}),
      };
    if (payload.action) presented.action_log = payload.action;
    return presented;
  });
}
