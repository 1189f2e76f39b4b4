import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installDialogPolyfill } from 'shared-ui/testing';
import { fakeApiForEachTest, signedInForEachTest, makeTestMedia, makeTestUser } from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import PostDialog, { postOfPath } from './PostDialog';

// The post itself has its own tests (post page); here it is a stand-in.
vi.mock('../post-page/PostDetail', () => ({
  PostDetail: ({ media, inDialog, commentId }: { media: { code: string }; inDialog?: boolean; commentId?: string }) => (
    <p data-testid="stub-post">{`${media.code} ${inDialog ? 'in dialog' : 'page'}${commentId ? ` at ${commentId}` : ''}`}</p>
  ),
}));

beforeAll(installDialogPolyfill);
signedInForEachTest(makeTestUser({ pk: '1', username: 'demo' }));
const api = fakeApiForEachTest();

describe('postOfPath', () => {
  it('reads the code of a post address, and nothing elsewhere', () => {
    expect(postOfPath('/p/Abc77/')).toEqual({ shortcode: 'Abc77', commentId: null });
    expect(postOfPath('/p/Abc77/c/42/')).toEqual({ shortcode: 'Abc77', commentId: '42' });
    expect(postOfPath('/explore/')).toEqual({ shortcode: '', commentId: null });
  });
});

describe('PostDialog', () => {
  it('shows the post the URL names in a dialog, and closing hands back to the shell', async () => {
    api.onGraphQL('PostPage', { post_page: { items: [makeTestMedia({ pk: '77', code: 'Abc77' })] } });
    const onClose = vi.fn();
    renderInApp(<PostDialog onClose={onClose} />, { path: '/p/Abc77/' });
    expect((await screen.findByTestId('stub-post')).textContent).toBe('Abc77 in dialog');
    expect(screen.getByRole('dialog', { name: 'Post' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("opens a comment's permalink at that comment", async () => {
    api.onGraphQL('PostPage', { post_page: { items: [makeTestMedia({ pk: '77', code: 'Abc77' })] } });
    renderInApp(<PostDialog onClose={() => undefined} />, { path: '/p/Abc77/c/42/' });
    expect((await screen.findByTestId('stub-post')).textContent).toBe('Abc77 in dialog at 42');
  });

  it('says so inside the dialog when the post is gone', async () => {
    api.onGraphQL('PostPage', { post_page: { items: [] } });
    renderInApp(<PostDialog onClose={() => undefined} />, { path: '/p/Gone1/' });
    await waitFor(() => expect(screen.getByText('This post is no longer available.')).toBeTruthy());
  });
});
