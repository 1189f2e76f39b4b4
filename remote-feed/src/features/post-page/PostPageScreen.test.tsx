import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  ApiError,
  fetchComments,
  fetchPostChain,
  fetchPostPage,
  fetchUserFeed,
  localeStore,
  sessionStore,
  type Media,
} from 'shared-contracts';
import type * as SharedContracts from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-contracts/testing';
import PostPageScreen from './PostPageScreen';
import { makeCommentsPage, makeTestComment } from '../comments/test-fixtures';

vi.mock('shared-contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedContracts>();
  return {
    ...actual,
    fetchPostPage: vi.fn(),
    fetchPostChain: vi.fn(),
    fetchUserFeed: vi.fn(),
    fetchComments: vi.fn(),
    fetchChildComments: vi.fn(),
    addComment: vi.fn(),
  };
});

// The post card pieces belong to their own feature and have their own tests; here they are
// stand-ins so the page's layout choices can be checked on their own.
vi.mock('../post-card/PostHeader', () => ({
  PostHeader: ({ onOpenOptions }: { onOpenOptions?: () => void }) => (
    <header data-testid="stub-header" data-has-options={String(!!onOpenOptions)} />
  ),
}));
vi.mock('../post-card/PostCaption', () => ({
  PostCaption: ({ media }: { media: Media }) => <p data-testid="stub-caption">{media.caption?.text}</p>,
}));
vi.mock('../post-media/PostMedia', () => ({
  PostMedia: ({ onDoubleTapLike }: { onDoubleTapLike?: () => void }) => (
    <div data-testid="stub-media" data-can-like={String(!!onDoubleTapLike)} />
  ),
}));
vi.mock('../engagement/PostActions', () => ({
  PostActions: ({ onCommentClick }: { onCommentClick?: () => void }) => (
    <button type="button" data-testid="stub-actions" onClick={onCommentClick}>
      comment
    </button>
  ),
}));
vi.mock('../engagement/PostLikes', () => ({ PostLikes: () => <p data-testid="stub-likes" /> }));
vi.mock('../engagement/use-post-engagement', () => ({ usePostEngagement: () => ({ like: () => undefined }) }));

const author = makeTestUser({ pk: '5', id: '5', username: 'ana.lima', full_name: 'Ana Lima' });
const post = makeTestMedia({
  pk: '77',
  code: 'Abc77',
  user: author,
  caption: { pk: 'c', text: 'Evening light over the river', created_at: 0, has_translation: false },
});
const others = Array.from({ length: 8 }, (_, i) => makeTestMedia({ pk: String(80 + i), user: author }));
const viewer = makeTestUser({ pk: '1', id: '1', username: 'demo' });

function setViewport(desktop: boolean): void {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function NotFound() {
  return <h1>not found</h1>;
}

async function renderPage(path = '/p/Abc77/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/p/:shortcode/" element={<PostPageScreen NotFound={NotFound} />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {});
}

/** Whether `a` comes before `b` in the document. */
const before = (a: Element, b: Element): boolean => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeEach(() => {
  localeStore.setLocale('en');
  sessionStore.setSession(viewer, 'token');
  setViewport(true);
  document.title = 'Lumen';
  vi.mocked(fetchPostPage).mockResolvedValue([post]);
  vi.mocked(fetchUserFeed).mockResolvedValue({
    items: [post, ...others.slice(0, 6)],
    more_available: true,
    next_max_id: 'x',
    num_results: 7,
  });
  vi.mocked(fetchPostChain).mockResolvedValue(others.slice(0, 5));
  vi.mocked(fetchComments).mockResolvedValue(
    makeCommentsPage([1, 2, 3, 4].map((n) => makeTestComment({ pk: String(10 + n), text: `comment ${n}` }))),
  );
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sessionStore.setSession(null);
  localeStore.setLocale('zh-CN');
});

describe('post page layout', () => {
  it('on desktop puts the media beside a details column: header, scrolling comments, then actions, likes and composer', async () => {
    await renderPage();
    const page = screen.getByTestId('post-page');
    expect(page.getAttribute('data-layout')).toBe('desktop');
    const mediaColumn = screen.getByTestId('post-media-column');
    const details = screen.getByTestId('post-details-column');
    expect(within(mediaColumn).getByTestId('stub-media')).toBeTruthy();
    expect(within(mediaColumn).queryByTestId('comment-list')).toBeNull();
    const scroll = within(details).getByTestId('post-comments-scroll');
    expect(within(scroll).getByTestId('stub-caption')).toBeTruthy();
    expect(within(scroll).getByTestId('comment-list')).toBeTruthy();
    const header = within(details).getByTestId('stub-header');
    const actions = within(details).getByTestId('stub-actions');
    const composer = within(details).getByTestId('comment-composer');
    expect(before(header, scroll)).toBe(true);
    expect(before(scroll, actions)).toBe(true);
    expect(before(actions, within(details).getByTestId('stub-likes'))).toBe(true);
    expect(before(actions, composer)).toBe(true);
    expect(header.getAttribute('data-has-options')).toBe('true');
  });

  it('on mobile stacks header, media, actions, likes, caption, comments, composer', async () => {
    setViewport(false);
    await renderPage();
    expect(screen.getByTestId('post-page').getAttribute('data-layout')).toBe('mobile');
    expect(screen.queryByTestId('post-details-column')).toBeNull();
    const order = [
      'stub-header',
      'stub-media',
      'stub-actions',
      'stub-likes',
      'stub-caption',
      'comment-list',
      'comment-composer',
    ].map((id) => screen.getByTestId(id));
    for (let i = 1; i < order.length; i += 1) expect(before(order[i - 1]!, order[i]!)).toBe(true);
  });

  it('the comment button of the actions focuses the composer', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('stub-actions'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Add a comment…' }));
  });

  it('titles the document with the author and caption, and restores the title after', async () => {
    await renderPage();
    expect(document.title).toBe('Ana Lima on Lumen: “Evening light over the river”');
    cleanup();
    expect(document.title).toBe('Lumen');
  });
});

describe('loading, missing and failing', () => {
  it('shows a skeleton in the layout of the viewport while the post loads', async () => {
    vi.mocked(fetchPostPage).mockReturnValue(new Promise(() => undefined));
    setViewport(false);
    await renderPage();
    const skeleton = screen.getByTestId('post-page-loading');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.getAttribute('data-layout')).toBe('mobile');
    expect(screen.getByRole('status').textContent).toBe('Loading post…');
  });

  it("shows the shell's page-not-found for an unknown or hidden post", async () => {
    vi.mocked(fetchPostPage).mockResolvedValue([]);
    await renderPage();
    expect(screen.getByRole('heading', { name: 'not found' })).toBeTruthy();
    cleanup();
    vi.mocked(fetchPostPage).mockRejectedValue(new ApiError(404, 'not_found', 'gone'));
    await renderPage();
    expect(screen.getByRole('heading', { name: 'not found' })).toBeTruthy();
  });

  it('offers Retry when loading fails', async () => {
    vi.mocked(fetchPostPage).mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    await renderPage();
    expect(screen.getByRole('alert').textContent).toContain("Couldn't load this post.");
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByTestId('post-page')).toBeTruthy();
    expect(vi.mocked(fetchPostPage)).toHaveBeenCalledTimes(2);
  });
});

describe('below the post', () => {
  it('shows up to 6 more posts from the author, without this one', async () => {
    await renderPage();
    expect(vi.mocked(fetchUserFeed)).toHaveBeenCalledWith('5', expect.objectContaining({ count: 7 }));
    const more = screen.getByTestId('more-posts');
    expect(within(more).getByRole('heading').textContent).toBe('More posts from ana.lima');
    const links = within(more).getAllByTestId('related-post');
    expect(links).toHaveLength(6);
    expect(links.map((a) => a.getAttribute('href'))).not.toContain('/p/Abc77/');
  });

  it('shows the trending chain of 5, and nothing when it is empty', async () => {
    await renderPage();
    expect(vi.mocked(fetchPostChain)).toHaveBeenCalledWith(
      'Abc77',
      expect.objectContaining({ first: 5, language: 'en' }),
    );
    expect(within(screen.getByTestId('trending-chain')).getAllByTestId('related-post')).toHaveLength(5);
    cleanup();
    vi.mocked(fetchPostChain).mockResolvedValue([]);
    await renderPage();
    expect(screen.queryByTestId('trending-chain')).toBeNull();
  });
});

describe('logged-out visitors', () => {
  it('see the post, a preview of 3 comments and a prompt to log in instead of the composer', async () => {
    sessionStore.setSession(null);
    await renderPage();
    expect(screen.getByTestId('stub-media').getAttribute('data-can-like')).toBe('false');
    expect(screen.queryByTestId('stub-actions')).toBeNull();
    expect(within(screen.getByTestId('comments-preview')).getAllByTestId('comment')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Reply/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const prompt = screen.getByTestId('login-to-comment');
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/accounts/login/?next=%2Fp%2FAbc77%2F',
    );
  });
});
