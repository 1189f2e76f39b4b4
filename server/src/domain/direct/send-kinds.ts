import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { loadVisibleMedia } from '../../policy/posts.js';
import { findViewableStory } from '../stories/story-lookup.js';
import type { StoredImage } from '../media/publish.js';
import { checkMessageText, type NewItem } from './send-items.js';
import { loadMembership } from './thread-membership.js';
import { loadVisibleItem } from './visible-items.js';
import { isSingleEmoji } from './emoji.js';

/** Builds each kind of message (docs/behaviour/direct.md#kinds-of-message) from what the client sent. */

export function textItem(text: string): NewItem {
  return { itemType: 'text', text: checkMessageText(text), payload: null };
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/i;

/**
 * The link a candidate names, or null: only a URL that parses with a protocol of exactly `http:`
 * or `https:` is ever stored, so no `javascript:` or `data:` link reaches a reader
 * (docs/behaviour/direct.md#kinds-of-message).
 */
function httpLink(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A link message: the text as written, and its first http(s) URL (else `link_urls`' first) as the link. */
export function linkItem(linkText: string, linkUrls?: string): NewItem {
  const text = checkMessageText(linkText, 'link_text');
  let candidate = URL_IN_TEXT.exec(text)?.[0];
  if (!candidate && linkUrls) {
    try {
      const list: unknown = JSON.parse(linkUrls);
      if (Array.isArray(list) && typeof list[0] === 'string') candidate = list[0];
    } catch {
      // Not a JSON list: the text's own link (if any) decides.
    }
  }
  const url = candidate === undefined ? null : httpLink(candidate);
  if (!url) throw fail.validation({ link_text: 'A link message needs a link starting with http:// or https://.' });
  return { itemType: 'link', text, payload: { link: { url, title: null } } };
}

/** A photo message from a stored image (the upload already processed). */
export function photoItem(image: StoredImage): NewItem {
  return {
    itemType: 'media',
    text: null,
    payload: { photo: { width: image.width, height: image.height, versions: image.versions } },
    imageKey: image.prefix,
  };
}

/**
 * A post (or reel) share: only a post the sender may see (404 otherwise). Each member sees it
 * only if they may see it too; for the others it shows as unavailable.
 */
export async function mediaShareItem(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaId: string,
  text: string | undefined,
): Promise<NewItem> {
  const { media } = await loadVisibleMedia(db, viewer, mediaId);
  // Not even its author shares a video still processing (docs/behaviour/media.md#video-processing).
  if (media.processing !== 'ready') throw fail.notFound('Post not found.');
  return {
    itemType: media.product_type === 'clips' ? 'clip' : 'media_share',
    text: text ? checkMessageText(text, 'text', false) : null,
    payload: { media_id: media.id },
  };
}

/** A forward: a copy of a message the sender may read, marked as forwarded. */
export async function forwardedItem(
  db: Kysely<DB>,
  viewer: UserRow,
  fromThreadId: string,
  fromItemId: string,
  now: number = Date.now(),
): Promise<NewItem> {
  const membership = await loadMembership(db, fromThreadId, viewer.id);
  const source = await loadVisibleItem(db, membership, fromItemId, now);
  if (source.item_type === 'action_log') throw fail.badRequest('This message cannot be forwarded.');
  return {
    itemType: source.item_type,
    text: source.text,
    payload: source.payload ? (JSON.parse(source.payload) as NewItem['payload']) : null,
    imageKey: source.image_key,
    isForwarded: true,
  };
}

/**
 * A story reply (text) or reaction (emoji), to a story the sender may see now
 * (docs/behaviour/stories.md#viewer); an id naming no such story is taken as a post id the sender
 * may see (what clients sent before stories existed), else 404.
 */
export async function storyItem(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaId: string,
  reply: { text: string } | { emoji: string },
): Promise<NewItem> {
  const story = await findViewableStory(db, viewer, mediaId);
  const reel = story
    ? { media_id: String(story.id), owner_id: story.owner_id }
    : await loadVisibleMedia(db, viewer, mediaId).then(({ media }) => ({
        media_id: String(media.id),
        owner_id: media.owner_id,
      }));
  if ('text' in reply)
    return {
      itemType: 'reel_share',
      text: checkMessageText(reply.text),
      payload: { reel: { ...reel, type: 'reply' } },
    };
  const emoji = reply.emoji.trim();
  if (!isSingleEmoji(emoji)) throw fail.validation({ reaction_emoji: 'Choose one emoji.' });
  return { itemType: 'reel_react', text: null, payload: { reel: { ...reel, type: 'reaction', emoji } } };
}
