import { afterEach, describe, expect, it } from 'vitest';
import { NO_FRIENDSHIP, type FeedConnection } from 'shared-contracts';
import { createEventBus } from 'shared-contracts/bus';
import { makeTestMedia, makeTestUser } from 'shared-client/testing';
import { createTestQueryClient } from 'shared-client/testing';
import { syncCacheWithBus } from './cache-sync.js';
import { feedKeys, type FeedPages } from './feed.js';
import { friendshipKeys } from './friendships.js';
import { profileKeys } from './profile.js';
import { postKeys } from './post.js';
import { discoverKeys } from './discover-keys.js';
import { profilePostsKeys, type ProfilePostsPages } from './profile-posts.js';

const author = makeTestUser({ pk: '5', id: '5', username: 'author' });
const other = makeTestUser({ pk: '6', id: '6', username: 'other' });

function page(...authors: Array<typeof author>): FeedConnection {
  return {
    edges: authors.map((user, index) => ({
      cursor: String(index),
      node: { kind: 'media', media: makeTestMedia({ pk: `${user.pk}${index}`, user }) },
    })),
    page_info: { has_next_page: true, end_cursor: 'e', has_previous_page: false, start_cursor: 's' },
  };
}

function authorsIn(data: FeedPages | undefined): string[] {
  return (data?.pages ?? []).flatMap((p) =>
    p.edges.map((edge) => (edge.node.kind === 'media' ? edge.node.media.user.pk : '-')),
  );
}

let stop: () => void = () => undefined;
afterEach(() => stop());

function setup() {
  const client = createTestQueryClient();
  const bus = createEventBus();
  stop = syncCacheWithBus(client, bus);
  for (const variant of ['home', 'following', 'favorites'] as const) {
    client.setQueryData<FeedPages>(feedKeys.timeline(variant), { pages: [page(author, other)], pageParams: [null] });
  }
  return { client, bus };
}

describe('cache follows the bus', () => {
  it('takes an unfollowed author out of the home feeds at once and records the status', () => {
    const { client, bus } = setup();
    bus.emit('friendship-changed', { userId: '5', friendshipStatus: NO_FRIENDSHIP });
    for (const variant of ['home', 'following', 'favorites'] as const) {
      expect(authorsIn(client.getQueryData(feedKeys.timeline(variant)))).toEqual(['6']);
    }
    expect(client.getQueryData(friendshipKeys.status('5'))).toEqual(NO_FRIENDSHIP);
  });

  it('marks the feeds to start again after a follow, leaving what is shown in place', () => {
    const { client, bus } = setup();
    bus.emit('friendship-changed', { userId: '9', friendshipStatus: { ...NO_FRIENDSHIP, following: true } });
    expect(client.getQueryState(feedKeys.timeline('home'))?.isInvalidated).toBe(true);
    expect(authorsIn(client.getQueryData(feedKeys.timeline('home')))).toEqual(['5', '6']);
    // Not a favourite: the favourites feed has nothing to gain.
    expect(client.getQueryState(feedKeys.timeline('favorites'))?.isInvalidated).toBe(false);
  });

  it("marks the viewer's own profile stale after a follow, so its following count is read again", () => {
    // A follow made on someone's profile (or a feed's suggestion) changes the viewer's own
    // following count, shown on their profile: another screen with its own cache entry.
    const { client, bus } = setup();
    const viewer = { ...makeTestUser({ pk: '1', id: '1', username: 'demo' }), profile_pic_url: '' };
    bus.emit('session-changed', { viewer });
    client.setQueryData(profileKeys.byUsername('demo'), { id: '1', username: 'demo', following_count: 0 });
    client.setQueryData(profileKeys.byUsername('author'), { id: '5', username: 'author', follower_count: 3 });
    client.setQueryData(profileKeys.byUsername('other'), { id: '6', username: 'other', follower_count: 3 });
    bus.emit('friendship-changed', { userId: '5', friendshipStatus: { ...NO_FRIENDSHIP, following: true } });
    expect(client.getQueryState(profileKeys.byUsername('demo'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(profileKeys.byUsername('author'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(profileKeys.byUsername('other'))?.isInvalidated).toBe(false);
  });

  it('takes an author out only when their posts are muted, not their story', () => {
    const { client, bus } = setup();
    bus.emit('mute-changed', { userId: '5', posts: false, story: true });
    expect(authorsIn(client.getQueryData(feedKeys.timeline('home')))).toEqual(['5', '6']);
    bus.emit('mute-changed', { userId: '5', posts: true, story: true });
    expect(authorsIn(client.getQueryData(feedKeys.timeline('home')))).toEqual(['6']);
  });

  it('puts a new post first in the home and following feeds', () => {
    const { client, bus } = setup();
    const media = makeTestMedia({ pk: 'new', user: other });
    bus.emit('post-created', { media });
    const first = client.getQueryData<FeedPages>(feedKeys.timeline('following'))?.pages[0]?.edges[0]?.node;
    expect(first?.kind === 'media' && first.media.pk).toBe('new');
    expect(authorsIn(client.getQueryData(feedKeys.timeline('favorites')))).toEqual(['5', '6']);
  });

  it('leaves a video still processing out of the feeds, yet marks the author’s grids stale', () => {
    const { client, bus } = setup();
    client.setQueryData(profilePostsKeys.tab('6', 'posts'), { pages: [], pageParams: [] });
    const media = makeTestMedia({
      pk: 'queued',
      user: other,
      media_type: 2,
      video_processing: { status: 'processing', progress: 0 },
    });
    bus.emit('post-created', { media });
    const first = client.getQueryData<FeedPages>(feedKeys.timeline('home'))?.pages[0]?.edges[0]?.node;
    expect(first?.kind === 'media' && first.media.pk).not.toBe('queued');
    expect(client.getQueryState(profilePostsKeys.tab('6', 'posts'))?.isInvalidated).toBe(true);
  });

  it('marks the poster’s profile grids stale when they post', () => {
    const { client, bus } = setup();
    client.setQueryData(profilePostsKeys.tab('6', 'posts'), { pages: [], pageParams: [] });
    client.setQueryData(profilePostsKeys.tab('5', 'posts'), { pages: [], pageParams: [] });
    bus.emit('post-created', { media: makeTestMedia({ pk: 'new', user: other }) });
    expect(client.getQueryState(profilePostsKeys.tab('6', 'posts'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(profilePostsKeys.tab('5', 'posts'))?.isInvalidated).toBe(false);
  });

  it('takes a deleted post out of every feed, its author’s grid and its page, and rereads the rest', () => {
    const { client, bus } = setup();
    const doomed = makeTestMedia({ pk: '50', code: 'Gone', user: author });
    const kept = makeTestMedia({ pk: '51', code: 'Kept', user: author });
    client.setQueryData(profilePostsKeys.tab('5', 'posts'), {
      pages: [{ items: [doomed, kept], more_available: false, next_max_id: null, num_results: 2 }],
      pageParams: [null],
    });
    client.setQueryData(postKeys.page('Gone'), doomed);
    client.setQueryData(postKeys.moreFromUser('5'), [doomed]);
    client.setQueryData(postKeys.moreFromUser('6'), [kept]);
    bus.emit('post-deleted', { mediaId: '50', code: 'Gone', userId: '5' });
    for (const variant of ['home', 'following', 'favorites'] as const) {
      expect(authorsIn(client.getQueryData(feedKeys.timeline(variant)))).toEqual(['6']);
    }
    const grid = client.getQueryData<ProfilePostsPages>(profilePostsKeys.tab('5', 'posts'));
    expect(grid?.pages[0]?.items.map((m) => m.pk)).toEqual(['51']);
    expect(client.getQueryData(postKeys.page('Gone'))).toBeNull();
    expect(client.getQueryState(postKeys.moreFromUser('5'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(postKeys.moreFromUser('6'))?.isInvalidated).toBe(false);
  });

  it('shows an edited post in every feed, its author’s grid and its page, and rereads tag pages', () => {
    const { client, bus } = setup();
    const before = makeTestMedia({ pk: '50', code: 'Edit', user: author, has_liked: true });
    client.setQueryData(profilePostsKeys.tab('5', 'posts'), {
      pages: [{ items: [before], more_available: false, next_max_id: null, num_results: 1 }],
      pageParams: [null],
    });
    client.setQueryData(postKeys.page('Edit'), before);
    // A tag page's grid, under the key remote-search asks with.
    const tagGrid = discoverKeys.tagSection('fresh', 'recent');
    client.setQueryData(tagGrid, { pages: [], pageParams: [] });
    const caption = { pk: 'c50', text: 'now #fresh', created_at: 1, has_translation: false };
    // The answer is the author's view of the post; what only this copy knows (the like) stays.
    bus.emit('post-edited', {
      media: { ...before, has_liked: false, caption, caption_is_edited: true, accessibility_caption: 'A door' },
    });
    // The feeds' first post is pk 50 too (setup): it takes the edit.
    const node = client.getQueryData<FeedPages>(feedKeys.timeline('home'))?.pages[0]?.edges[0]?.node;
    const inFeed = node?.kind === 'media' ? node.media : undefined;
    expect([inFeed?.caption?.text, inFeed?.caption_is_edited, inFeed?.accessibility_caption]).toEqual([
      'now #fresh',
      true,
      'A door',
    ]);
    const page = client.getQueryData<typeof before>(postKeys.page('Edit'));
    expect([page?.caption?.text, page?.caption_is_edited, page?.has_liked]).toEqual(['now #fresh', true, true]);
    const grid = client.getQueryData<ProfilePostsPages>(profilePostsKeys.tab('5', 'posts'));
    expect(grid?.pages[0]?.items[0]?.caption_is_edited).toBe(true);
    expect(client.getQueryState(tagGrid)?.isInvalidated).toBe(true);
  });

  it('writes likes announced by anyone into the cached posts', () => {
    const { client, bus } = setup();
    bus.emit('media-like-changed', { mediaId: '50', hasLiked: true, likeCount: 99 });
    const node = client.getQueryData<FeedPages>(feedKeys.timeline('home'))?.pages[0]?.edges[0]?.node;
    expect(node?.kind === 'media' && node.media.like_count).toBe(99);
  });

  it('drops what was cached when the viewer changes, not at start-up', () => {
    const { client, bus } = setup();
    const viewer = {
      pk: '1',
      username: 'demo',
      full_name: 'Demo',
      profile_pic_url: '',
      is_verified: false,
      is_private: false,
      id: '1',
    };
    bus.emit('session-changed', { viewer });
    expect(client.getQueryData(feedKeys.timeline('home'))).toBeDefined();
    bus.emit('session-changed', { viewer: null });
    expect(client.getQueryData(feedKeys.timeline('home'))).toBeUndefined();
  });

  it('marks everything cached stale when the language changes, for the texts the server writes', () => {
    const { client, bus } = setup();
    expect(client.getQueryState(feedKeys.timeline('home'))?.isInvalidated).toBe(false);
    bus.emit('locale-changed', { locale: 'en' });
    expect(client.getQueryState(feedKeys.timeline('home'))?.isInvalidated).toBe(true);
    expect(authorsIn(client.getQueryData(feedKeys.timeline('home')))).toEqual(['5', '6']);
  });
});
