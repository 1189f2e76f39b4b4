import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localeStore } from 'shared-ui';
import { NO_FRIENDSHIP, type Media } from 'shared-contracts';
import {
  createTestQueryClient,
  fakeApiForEachTest,
  signedInForEachTest,
  makeTestMedia,
  makeTestUser,
  type FakeRequest,
} from 'shared-client/testing';
import { CachedPost, seedPost } from '../../test-support/cached-post';
import { renderInApp } from '../../test-support/render-in-app';
import { PostLikes } from '../engagement/PostLikes';

const viewer = makeTestUser({ pk: '9', username: 'me' });
const liker = (i: number, following = false) => ({
  ...makeTestUser({ pk: `l${i}`, username: `liker${i}`, full_name: `Liker ${i}` }),
  friendship_status: { ...NO_FRIENDSHIP, following },
});

const renderLikes = (media: Media) => {
  const client = createTestQueryClient();
  seedPost(client, media);
  return renderInApp(<CachedPost code={media.code}>{(cached) => <PostLikes media={cached} />}</CachedPost>, {
    client,
  });
};

signedInForEachTest(viewer);
const api = fakeApiForEachTest();
beforeEach(() => {
  // Two pages: 12 likers, then the viewer and one more.
  api.on('GET', '/api/v1/media/700/likers/', (request: FakeRequest) =>
    request.query.get('max_id')
      ? { users: [{ ...viewer, friendship_status: null }, liker(13)], more_available: false, next_max_id: null }
      : {
          users: Array.from({ length: 12 }, (_, i) => liker(i + 1, i === 0)),
          more_available: true,
          next_max_id: 'cursor-1',
        },
  );
});

describe('the likers list', () => {
  it('opens from "N others", pages with Load more, and gives every other account a follow button', async () => {
    renderLikes(makeTestMedia({ pk: '700', code: 'Likers700', like_count: 15, facepile_top_likers: [liker(1, true)] }));
    fireEvent.click(screen.getByRole('button', { name: '14 others' }));
    const dialog = await screen.findByRole('dialog', { name: 'Likes' });
    await waitFor(() => expect(within(dialog).getAllByTestId('liker-row')).toHaveLength(12));
    const first = within(dialog).getAllByTestId('liker-row')[0]!;
    expect(within(first).getByRole('link', { name: 'liker1' }).getAttribute('href')).toBe('/liker1/');
    expect(first.textContent).toContain('Liker 1');
    expect(within(first).getByTestId('feed-follow-button').textContent).toBe('Following');
    expect(within(dialog).getAllByTestId('liker-row')[1]!.textContent).toContain('Follow');

    fireEvent.click(within(dialog).getByTestId('likers-more'));
    await waitFor(() => expect(within(dialog).getAllByTestId('liker-row')).toHaveLength(14));
    expect(api.requests.at(-1)?.query.get('max_id')).toBe('cursor-1');
    expect(within(dialog).queryByTestId('likers-more')).toBeNull();
    // The viewer's own row has no follow button.
    const own = within(dialog).getAllByTestId('liker-row')[12]!;
    expect(within(own).queryByTestId('feed-follow-button')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the plain count too, in zh-CN', async () => {
    act(() => localeStore.setLocale('zh-CN'));
    renderLikes(makeTestMedia({ pk: '700', code: 'Likers701', like_count: 15 }));
    fireEvent.click(screen.getByRole('button', { name: '15 次赞' }));
    expect(await screen.findByRole('dialog', { name: '赞' })).toBeTruthy();
  });

  it('offers nothing to open when nobody liked the post', () => {
    renderLikes(makeTestMedia({ pk: '702', code: 'Likers702', like_count: 0 }));
    expect(screen.queryByTestId('open-likers')).toBeNull();
  });
});
