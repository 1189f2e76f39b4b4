import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { type PostShortcutAction } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { installFakeApi, makeTestCommentsPage, makeTestMedia, makeTestUser, type FakeApi } from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import PostPageScreen from './PostPageScreen';

// The shell's post shortcuts on a post page (docs/behaviour/shell-chrome.md#keyboard-shortcuts):
// l, s and c act on the post; j and k do nothing (one post). The actions are stand-ins that say
// which was pressed; the real ones have their own tests.

const pressed: string[] = [];
vi.mock('../engagement/PostActions', () => ({
  PostActions: () => (
    <div>
      {(['like', 'save', 'comment'] as const).map((action) => (
        <button key={action} type="button" data-testid={`${action}-button`} onClick={() => pressed.push(action)}>
          {action}
        </button>
      ))}
    </div>
  ),
}));
vi.mock('../post-media/PostMedia', () => ({ PostMedia: () => <div data-testid="stub-media" /> }));

const author = makeTestUser({ pk: '5', id: '5', username: 'ana.lima' });
const post = makeTestMedia({ pk: '77', code: 'Abc77', user: author });
let api: FakeApi;

beforeEach(() => {
  pressed.length = 0;
  localeStore.setLocale('en');
  sessionStore.setSession(makeTestUser({ pk: '1', id: '1', username: 'demo' }), 'token');
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  api = installFakeApi();
  api.onGraphQL('PostPage', { post_page: { items: [post] } });
  api.onGraphQL('PostChain', { post_chain: { items: [] } });
  api.on('GET', '/api/v1/feed/user/5/', { items: [post], more_available: false, next_max_id: null, num_results: 1 });
  api.on('GET', '/api/v1/media/77/comments/', makeTestCommentsPage([]));
});

afterEach(() => {
  cleanup();
  api.restore();
  sessionStore.setSession(null);
  localeStore.setLocale('zh-CN');
});

const send = (action: PostShortcutAction) => act(() => eventBus.emit('post-shortcut-requested', { action }));

describe('post shortcuts on a post page', () => {
  it('l, s and c act on the post; j and k move nothing', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderInApp(
      <Routes>
        <Route path="/p/:shortcode/" element={<PostPageScreen NotFound={() => null} />} />
      </Routes>,
      { path: '/p/Abc77/' },
    );
    await waitFor(() => expect(screen.getByTestId('post-article')).toBeTruthy());
    send('next');
    send('previous');
    send('like');
    send('save');
    send('comment');
    expect(pressed).toEqual(['like', 'save', 'comment']);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});
