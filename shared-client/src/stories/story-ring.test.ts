import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ReelsTrayAnswer, StoryItem, StoryReel } from 'shared-contracts';
import { makeTestReel } from 'shared-client/testing';
import { markSeenInCache, storyKeys } from './stories.js';
import { storyRingState } from './story-ring.js';

const user = {
  pk: '7',
  id: '7',
  username: 'lin.xiaoyu',
  full_name: 'Lin',
  is_verified: false,
  is_private: false,
  profile_pic_url: '/p.jpg',
};

function reel(overrides: Partial<StoryReel> = {}): StoryReel {
  return makeTestReel(user, {
    id: '7',
    latest_reel_media: 100,
    expiring_at: 86_500,
    media_ids: ['1', '2'],
    media_count: 2,
    ...overrides,
  });
}

const item = (id: string, seen: boolean) => ({ id, seen }) as StoryItem;

describe('storyRingState', () => {
  it('draws no ring without items, grey when seen, green for close friends, else unseen', () => {
    expect(storyRingState(null)).toBe('none');
    expect(storyRingState(reel({ media_count: 0, media_ids: [] }))).toBe('none');
    expect(storyRingState(reel({ seen: true, is_close_friends: true }))).toBe('seen');
    expect(storyRingState(reel({ is_close_friends: true }))).toBe('close_friends');
    expect(storyRingState(reel())).toBe('unseen');
    expect(storyRingState(reel(), true)).toBe('loading');
  });
});

describe('markSeenInCache', () => {
  it('marks the items and turns the reel seen only when every item is', () => {
    const client = new QueryClient();
    const key = storyKeys.reels(['7']);
    client.setQueryData<StoryReel[]>(key, [reel({ items: [item('1', false), item('2', false)] })]);
    client.setQueryData<ReelsTrayAnswer>(storyKeys.tray, { tray: [reel()], status: 'ok' });

    markSeenInCache(client, ['1']);
    expect(client.getQueryData<StoryReel[]>(key)?.[0]?.seen).toBe(false);
    expect(client.getQueryData<StoryReel[]>(key)?.[0]?.items?.[0]?.seen).toBe(true);

    expect(client.getQueryData<ReelsTrayAnswer>(storyKeys.tray)?.tray[0]?.seen).toBe(false);

    markSeenInCache(client, ['2']);
    expect(client.getQueryData<StoryReel[]>(key)?.[0]?.seen).toBe(true);
    // The tray's reel holds ids only; it turns seen from the items seen anywhere.
    expect(client.getQueryData<ReelsTrayAnswer>(storyKeys.tray)?.tray[0]?.seen).toBe(true);
  });
});
