import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-ui';
import { NO_FRIENDSHIP } from 'shared-contracts';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { untranslatedTexts } from 'shared-ui/testing';
import ProfileScreen from '../features/profile-page/ProfileScreen';
import { makePage, makeProfile } from '../test-fixtures';
import { renderInApp } from '../test-render';

/*
 * A profile in zh-CN shows no English the catalogs did not give: every text node and label is
 * translated, user content from these fixtures, or an allowed name ("Lumen").
 */

const BIO = 'Street photography in Lisbon';
const USER_CONTENT = ['lin.xiaoyu', BIO, 'Photographer'];

class QuietIntersectionObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

let api: FakeApi;

beforeEach(() => {
  act(() => localeStore.setLocale('zh-CN'));
  api = installFakeApi();
  vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver);
});

afterEach(() => {
  cleanup();
  api.restore();
  vi.unstubAllGlobals();
  act(() => localeStore.setLocale('en'));
});

describe('screens in zh-CN', () => {
  it('a profile with its tabs and grid shows only translated text besides user content', async () => {
    const profile = makeProfile({
      biography: BIO,
      category: 'Photographer',
      account_type: 3,
      follower_count: 12_345,
      following_count: 7,
      media_count: 14,
      friendship_status: NO_FRIENDSHIP,
    });
    api.on('GET', '/api/v1/users/web_profile_info/', { data: { user: profile }, status: 'ok' });
    api.on('GET', '/api/v1/feed/user/2/', makePage(1, 12, 'c12'));
    const { container } = renderInApp(
      <Routes>
        <Route path="/:username/:tab?/" element={<ProfileScreen NotFound={() => null} />} />
      </Routes>,
      { path: '/lin.xiaoyu/' },
    );
    await waitFor(() => expect(screen.getAllByTestId('post-thumbnail')).toHaveLength(12));
    expect(container.textContent).toContain('短视频');
    expect(untranslatedTexts(container, USER_CONTENT)).toEqual([]);
  }, 30_000);
});
