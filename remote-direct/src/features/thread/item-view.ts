import type { DirectItem, DirectRepliedTo } from 'shared-contracts';
import type { ActionLogKind } from './action-log';

/** One reaction on a message: who sent which (a like is the heart). */
export interface ReactionView {
  senderId: string;
  emoji: string;
}

/** What a message is, for rendering (docs/behaviour/direct.md#how-messages-show). */
export type MessageBody =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; url: string; title: string | null }
  | { kind: 'photo'; url: string; width: number; height: number }
  | {
      kind: 'post';
      code: string;
      imageUrl: string | null;
      caption: string | null;
      owner: string;
      reel: boolean;
      /** What the sender wrote with the share. */
      note: string | null;
    }
  | { kind: 'post-unavailable' }
  | { kind: 'story'; mode: 'reply' | 'reaction'; text: string }
  | { kind: 'action'; action: ActionLogKind }
  | { kind: 'unsupported' };

/** The quoted message of a reply. */
export interface QuotedView {
  id: string;
  senderId: string;
  text: string | null;
  unavailable: boolean;
}

/** A message as the thread renders it. */
export interface MessageView {
  id: string;
  senderId: string;
  /** Unix milliseconds. */
  at: number;
  body: MessageBody;
  forwarded: boolean;
  reactions: ReactionView[];
  replyTo: QuotedView | null;
  clientContext: string | null;
  /** The text Copy puts on the clipboard, if any. */
  copyText: string | null;
}

// Direct timestamps are microseconds (docs/behaviour/direct.md#times).
const MICROSECONDS_PER_MILLISECOND = 1000;

/** The heart a like shows as. */
export const LIKE_EMOJI = '❤️';

function bodyOf(item: DirectItem): MessageBody {
  switch (item.item_type) {
    case 'text':
      return { kind: 'text', text: item.text ?? '' };
    case 'link': {
      if (!item.link) return { kind: 'text', text: item.text ?? '' };
      const { text, link_context: context } = item.link;
      return { kind: 'link', text, url: context.link_url, title: context.link_title };
    }
    case 'media': {
      const candidate = item.media?.image_versions2.candidates[0];
      if (!item.media || !candidate) return { kind: 'unsupported' };
      return {
        kind: 'photo',
        url: candidate.url,
        width: item.media.original_width,
        height: item.media.original_height,
      };
    }
    case 'media_share':
    case 'clip': {
      const media = item.media_share;
      if (!media) return { kind: 'post-unavailable' };
      return {
        kind: 'post',
        code: media.code,
        imageUrl: media.image_versions2.candidates[0]?.url ?? null,
        caption: media.caption_text,
        owner: media.user.username,
        reel: item.item_type === 'clip' || media.product_type === 'clips',
        note: item.text?.trim() || null,
      };
    }
    case 'reel_share':
    case 'reel_react': {
      const share = item.reel_share;
      const mode = item.item_type === 'reel_react' || share?.type === 'reaction' ? 'reaction' : 'reply';
      const text = mode === 'reaction' ? (share?.reaction_emoji ?? '') : (share?.text ?? item.text ?? '');
      return { kind: 'story', mode, text };
    }
    case 'action_log':
      return item.action_log ? { kind: 'action', action: item.action_log.action } : { kind: 'unsupported' };
    default:
      return { kind: 'unsupported' };
  }
}

function reactionsOf(item: DirectItem): ReactionView[] {
  const likes = (item.reactions?.likes ?? []).map((like) => ({ senderId: like.sender_id, emoji: LIKE_EMOJI }));
  const emojis = (item.reactions?.emojis ?? []).map((e) => ({ senderId: e.sender_id, emoji: e.emoji }));
  return [...likes, ...emojis];
}

function quoteOf(quoted: DirectRepliedTo | undefined): QuotedView | null {
  if (!quoted) return null;
  return {
    id: quoted.item_id,
    senderId: quoted.user_id,
    text: quoted.is_unavailable ? null : (quoted.text ?? null),
    unavailable: quoted.is_unavailable,
  };
}

function copyTextOf(body: MessageBody): string | null {
  if (body.kind === 'text') return body.text || null;
  if (body.kind === 'link') return body.text;
  if (body.kind === 'story' && body.mode === 'reply') return body.text || null;
  if (body.kind === 'post') return body.note;
  return null;
}

/** Reads a direct item into what the thread renders. */
export function viewOfItem(item: DirectItem): MessageView {
  const body = bodyOf(item);
  return {
    id: item.item_id,
    senderId: item.user_id,
    at: Math.floor(item.timestamp / MICROSECONDS_PER_MILLISECOND),
    body,
    forwarded: item.is_forwarded ?? false,
    reactions: reactionsOf(item),
    replyTo: quoteOf(item.replied_to_message),
    clientContext: item.client_context ?? null,
    copyText: copyTextOf(body),
  };
}

/** Reactions grouped by emoji, in first-seen order, with who sent each. */
export function groupReactions(reactions: readonly ReactionView[]): Array<{ emoji: string; senderIds: string[] }> {
  const groups = new Map<string, string[]>();
  for (const r of reactions) groups.set(r.emoji, [...(groups.get(r.emoji) ?? []), r.senderId]);
  return [...groups].map(([emoji, senderIds]) => ({ emoji, senderIds }));
}
