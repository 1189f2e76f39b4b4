import { describe, expect, it } from 'vitest';
import type { DirectItem } from 'shared-contracts';
import { groupReactions, LIKE_EMOJI, viewOfItem } from './item-view';

const base = { item_id: 'i', user_id: 'u', timestamp: 5_000_000 };

describe('viewOfItem', () => {
  it('reads text, time in ms, reactions and a quoted message', () => {
    const view = viewOfItem({
      ...base,
      item_type: 'text',
      text: 'hi',
      reactions: {
        likes: [{ sender_id: 'a', timestamp: 1 }],
        likes_count: 1,
        emojis: [{ sender_id: 'b', timestamp: 1, emoji: '😂' }],
      },
      replied_to_message: { item_id: 'q', user_id: 'a', item_type: 'text', text: 'quoted', is_unavailable: false },
    });
    expect(view.at).toBe(5000);
    expect(view.body).toEqual({ kind: 'text', text: 'hi' });
    expect(view.reactions).toEqual([
      { senderId: 'a', emoji: LIKE_EMOJI },
      { senderId: 'b', emoji: '😂' },
    ]);
    expect(view.replyTo).toEqual({ id: 'q', senderId: 'a', text: 'quoted', unavailable: false });
    expect(view.copyText).toBe('hi');
  });

  it('shows any kind it does not know as the mobile-app prompt, and a vanished post as unavailable', () => {
    expect(viewOfItem({ ...base, item_type: 'voice_media' } as DirectItem).body).toEqual({ kind: 'unsupported' });
    expect(viewOfItem({ ...base, item_type: 'media_share', media_share: null }).body).toEqual({
      kind: 'post-unavailable',
    });
  });

  it('groups reactions by emoji with their senders', () => {
    expect(
      groupReactions([
        { senderId: 'a', emoji: '❤️' },
        { senderId: 'b', emoji: '😂' },
        { senderId: 'c', emoji: '❤️' },
      ]),
    ).toEqual([
      { emoji: '❤️', senderIds: ['a', 'c'] },
      { emoji: '😂', senderIds: ['b'] },
    ]);
  });
});
