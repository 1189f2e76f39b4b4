// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_FEED_PAGE_SIZE,
  type FirstScreenData,
  type Profile,
} from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-client/testing';
import { createTestQueryClient } from 'shared-client/testing';
import { FEED_PAGE_SIZE, feedKeys, type FeedPages } from './feed.js';
import { cameWithPage, seedFirstScreen } from './first-screen.js';
import { friendshipKeys } from './friendships.js';
import { postKeys } from './post.js';
import { profileKeys } from './profile.js';
import { profilePostsKeys } from './profile-posts.js';
import { storyKeys } from 'shared-client/stories';
import { directKeys } from 'shared-client/direct';

/** Puts the element the server writes into the page. */
function pageWith(data: FirstScreenData | string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(element);
}

afterEach(() => document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove());

const page_info = { has_next_page: true, end_cursor: 'c2', has_previous_page: false, start_cursor: 'c0' };

describe('the first screen the page came with', () => {
  it('seeds the home feed as the feed call would have, once', () => {
    const media = makeTestMedia({ pk: '5' });
    pageWith({
      route: 'home',
      feed: {
        feed_timeline: {
          edges: [
            { cursor: 'c0', node: { kind: 'media', title: null, id: '5_1', media, ad: null, users: null } },
            { cursor: 'c1', node: { kind: 'suggested_media', title: null, id: 'x', media, ad: null, users: null } },
            {
              cursor: 'c2',
              node: { kind: 'unknown' as 'media', title: null, id: 'y', media: null, ad: null, users: null },
            },
          ],
          page_info,
        },
      },
    });
    const client = createTestQueryClient();
    seedFirstScreen(client);
    const data = client.getQueryData<FeedPages>(feedKeys.timeline('home'));
    expect(data?.pageParams).toEqual([null]);
    expect(data?.pages[0]).toEqual({
      edges: [
        { cursor: 'c0', node: { kind: 'media', media } },
        { cursor: 'c1', node: { kind: 'media', media, suggested: true } },
      ],
      page_info,
    });
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    expect(cameWithPage(client, feedKeys.timeline('home'))).toBe(true);
    // Once anything replaces the data (a refetch, a like), it no longer counts as the page's.
    client.setQueryData<FeedPages>(feedKeys.timeline('home'), (old) =>
      old ? { ...old, pages: old.pages.map((page) => ({ ...page, edges: page.edges.slice(1) })) } : old,
    );
    expect(cameWithPage(client, feedKeys.timeline('home'))).toBe(false);
    // A second client (nothing in the page any more) starts empty.
    const later = createTestQueryClient();
    seedFirstScreen(later);
    expect(later.getQueryData(feedKeys.timeline('home'))).toBeUndefined();
  });

  it('seeds a post page under its shortcode', () => {
    const media = makeTestMedia({ pk: '9', code: 'AbC' });
    pageWith({ route: 'post', shortcode: 'AbC', items: [media] });
    const client = createTestQueryClient();
    seedFirstScreen(client);
    expect(client.getQueryData(postKeys.page('AbC'))).toEqual(media);
  });

  it('seeds a profile header, its friendship status and the first page of its posts grid', () => {
    const user = {
      ...makeTestUser({ pk: '3', id: '3', username: 'Ana.Lima' }),
      friendship_status: { following: true },
    } as unknown as Profile;
    const posts = { items: [makeTestMedia({ pk: '4' })], more_available: false, next_max_id: null, num_results: 1 };
    pageWith({ route: 'profile', username: 'Ana.Lima', user, posts });
    const client = createTestQueryClient();
    seedFirstScreen(client);
    expect(client.getQueryData(profileKeys.byUsername('ana.lima'))).toEqual(user);
    expect(client.getQueryData(profilePostsKeys.tab('3', 'posts'))).toEqual({ pages: [posts], pageParams: [null] });
    expect(client.getQueryData(friendshipKeys.status('3'))).toMatchObject({ following: true });
  });

  it('seeds the reels feed under the very key its screen asks with, as its first page', () => {
    const clips = {
      items: [{ media: makeTestMedia({ pk: '7', media_type: 2, product_type: 'clips' }) }],
      paging_info: { max_id: '7', more_available: true },
      status: 'ok' as const,
    };
    pageWith({ route: 'reels', clips });
    const client = createTestQueryClient();
    seedFirstScreen(client);
    expect(client.getQueryData(storyKeys.clipsHome)).toEqual({ pages: [clips], pageParams: [null] });
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it('seeds the explore grid, a tag’s and a place’s header, top and recent posts under the keys remote-search asks with', () => {
    const top = {
      items: [makeTestMedia({ pk: '11' })],
      more_available: true,
      next_max_id: '24',
      status: 'ok' as const,
    };
    const recent = {
      items: [makeTestMedia({ pk: '12' })],
      more_available: true,
      next_max_id: '12',
      status: 'ok' as const,
    };
    const client = createTestQueryClient();
    pageWith({ route: 'explore', grid: top });
    seedFirstScreen(client);
    expect(client.getQueryData(['media', 'explore'])).toEqual({ pages: [top], pageParams: [null] });

    const info = { id: 'lanterns', name: 'lanterns', media_count: 3, profile_pic_url: null, following: null };
    pageWith({ route: 'tag', tag: 'Lanterns', info, top, recent });
    seedFirstScreen(client);
    // A visitor's `following: null` is kept as false, as the tag page's own call does.
    expect(client.getQueryData(['tag-info', 'Lanterns'])).toEqual({ ...info, following: false });
    expect(client.getQueryData(['media', 'tag', 'Lanterns', 'top'])).toEqual({ pages: [top], pageParams: [null] });
    expect(client.getQueryData(['media', 'tag', 'Lanterns', 'recent'])).toEqual({
      pages: [recent],
      pageParams: [null],
    });

    const location = {
      pk: '12',
      name: 'Lantern Hall',
      address: '1 Lantern Way',
      city: '杭州',
      lat: 30.2,
      lng: 120.1,
      slug: 'lantern-hall',
      country_code: 'CN',
      country_name: '中国',
      media_count: 3,
    };
    pageWith({ route: 'location', locationId: '12', location, top, recent });
    seedFirstScreen(client);
    expect(client.getQueryData(['location-info', '12'])).toEqual(location);
    expect(client.getQueryData(['media', 'location', '12', 'top'])).toEqual({ pages: [top], pageParams: [null] });
    expect(client.getQueryData(['media', 'location', '12', 'recent'])).toEqual({
      pages: [recent],
      pageParams: [null],
    });
  });

  it('seeds the direct inbox’s Primary folder as its first page', () => {
    const inbox = {
      inbox: { threads: [], has_older: false, oldest_cursor: null, unseen_count: 0 },
      viewer: makeTestUser({ pk: '3' }),
      pending_requests_total: 2,
      has_partnership_folder: false,
      status: 'ok' as const,
    };
    pageWith({ route: 'inbox', inbox });
    const client = createTestQueryClient();
    seedFirstScreen(client);
    expect(client.getQueryData(directKeys.inbox(0))).toEqual({ pages: [inbox], pageParams: [null] });
    expect(client.getQueryData(directKeys.inbox(1))).toBeUndefined();
  });

  it('ignores a page without the element or with broken JSON', () => {
    const client = createTestQueryClient();
    seedFirstScreen(client);
    pageWith('{not json');
    seedFirstScreen(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('asks for as many feed items as the feed screen does', () => {
    expect(FIRST_SCREEN_FEED_PAGE_SIZE).toBe(FEED_PAGE_SIZE);
  });
});
