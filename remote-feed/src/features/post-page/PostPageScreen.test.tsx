import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { DOC_IDS, type Media } from 'shared-contracts';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import {
  installFakeApi,
  makeTestComment,
  makeTestCommentsPage,
  makeTestMedia,
  makeTestUser,
  type FakeApi,
} from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import PostPageScreen from './PostPageScreen';

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

let api: FakeApi;

/** The page at `path`, its post and comments answered by the fake server; resolves once the post shows. */
async function renderPage(path = '/p/Abc77/', { settle = true } = {}) {
  renderInApp(
    <Routes>
      <Route path="/p/:shortcode/" element={<PostPageScreen NotFound={NotFound} />} />
    </Routes>,
    { path },
  );
  if (settle) await waitFor(() => expect(screen.queryByTestId('post-page-loading')).toBeNull());
}

const requestsFor = (name: keyof typeof DOC_IDS) =>
  api.requests.filter((request) => request.form.get('doc_id') === DOC_IDS[name]);

/** Whether `a` comes before `b` in the document. */
const before = (a: Element, b: Element): boolean => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeEach(() => {
  localeStore.setLocale('en');
  sessionStore.setSession(viewer, 'token');
  setViewport(true);
  document.title = 'Lumen';
  api = installFakeApi();
  api.onGraphQL('PostPage', { post_page: { items: [post] } });
  api.on('GET', '/api/v1/feed/user/5/', {
    items: [post, ...others.slice(0, 6)],
    more_available: true,
    next_max_id: 'x',
    num_results: 7,
  });
  api.onGraphQL('PostChain', { post_chain: { items: others.slice(0, 5) } });
  api.on(
    'GET',
    '/api/v1/media/77/comments/',
    makeTestCommentsPage([1, 2, 3, 4].map((n) => makeTestComment({ pk: String(10 + n), text: `comment ${n}` }))),
  );
});

afterEach(() => {
  cleanup();
  api.restore();
  sessionStore.setSession(null);
  localeStore.setLocale('zh-CN');
});

describe('post page layout', () => {
  it('on desktop puts the media beside a details column: header, scrolling comments, then actions, likes and composer', async () => {
    await renderPage();
    await screen.findByTestId('comment-list');
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
    await screen.findByTestId('comment-list');
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
    api.onGraphQL('PostPage', () => new Promise(() => undefined));
    setViewport(false);
    await renderPage('/p/Abc77/', { settle: false });
    const skeleton = screen.getByTestId('post-page-loading');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.getAttribute('data-layout')).toBe('mobile');
    expect(screen.getByRole('status').textContent).toBe('Loading post…');
  });

  it("shows the shell's page-not-found for an unknown or hidden post", async () => {
    api.onGraphQL('PostPage', { post_page: { items: [] } });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'not found' })).toBeTruthy();
    cleanup();
    api.onGraphQL('PostPage', { status: 404, body: { error_id: 'not_found', message: 'gone' } });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'not found' })).toBeTruthy();
  });

  it('offers Retry when loading fails', async () => {
    let calls = 0;
    api.onGraphQL('PostPage', () =>
      (calls += 1) === 1
        ? { status: 500, body: { error_id: 'internal', message: 'boom' } }
        : { post_page: { items: [post] } },
    );
    await renderPage();
    expect(screen.getByRole('alert').textContent).toContain("Couldn't load this post.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('post-page')).toBeTruthy();
    expect(requestsFor('PostPage')).toHaveLength(2);
  });

  it('shows a quiet placeholder, no Retry, when a visitor past the limit is refused the post', async () => {
    api.onGraphQL('PostPage', {
      status: 403,
      body: { error_id: 'visitor_limit_reached', message: 'Log in to keep browsing.' },
    });
    await renderPage();
    expect(screen.getByTestId('content-withheld')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText("Couldn't load this post.")).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('below the post', () => {
  it('shows up to 6 more posts from the author, without this one', async () => {
    await renderPage();
    const more = await screen.findByTestId('more-posts');
    const userFeed = api.requests.find((request) => request.path === '/api/v1/feed/user/5/');
    expect(userFeed?.query.get('count')).toBe('7');
    expect(within(more).getByRole('heading').textContent).toBe('More posts from ana.lima');
    const links = within(more).getAllByTestId('related-post');
    expect(links).toHaveLength(6);
    expect(links.map((a) => a.getAttribute('href'))).not.toContain('/p/Abc77/');
  });

  it('shows the trending chain of 5, and nothing when it is empty', async () => {
    await renderPage();
    expect(within(await screen.findByTestId('trending-chain')).getAllByTestId('related-post')).toHaveLength(5);
    expect(requestsFor('PostChain')[0]?.variables).toMatchObject({ shortcode: 'Abc77', first: 5, language: 'en' });
    cleanup();
    api.onGraphQL('PostChain', { post_chain: { items: [] } });
    await renderPage();
    await waitFor(() => expect(requestsFor('PostChain')).toHaveLength(2));
    await screen.findByTestId('more-posts');
    expect(screen.queryByTestId('trending-chain')).toBeNull();
  });
});

describe('logged-out visitors', () => {
  it('see the post, a preview of 3 comments and a prompt to log in instead of the composer', async () => {
    sessionStore.setSession(null);
    await renderPage();
    expect(screen.getByTestId('stub-media').getAttribute('data-can-like')).toBe('false');
    expect(screen.queryByTestId('stub-actions')).toBeNull();
    expect(within(await screen.findByTestId('comments-preview')).getAllByTestId('comment')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Reply/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const prompt = screen.getByTestId('login-to-comment');
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/accounts/login/?next=%2Fp%2FAbc77%2F',
    );
  });
});
