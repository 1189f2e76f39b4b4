import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-contracts';
import { makeProfile } from '../../test-fixtures';
import { ProfileHeader } from './ProfileHeader';

function statTexts(): string[] {
  return within(screen.getByTestId('profile-stats'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function stubViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

beforeEach(() => act(() => localeStore.setLocale('en')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileHeader', () => {
  const profile = makeProfile({ media_count: 1, follower_count: 12_345, following_count: 9_999 });

  it('shows counts shortened and labelled in English', () => {
    render(<ProfileHeader profile={profile} />);
    expect(statTexts()).toEqual(['1 post', '12.3K followers', '9,999 following']);
  });

  it('shows counts with CJK units in zh-CN', () => {
    act(() => localeStore.setLocale('zh-CN'));
    render(<ProfileHeader profile={{ ...profile, media_count: 14, follower_count: 123_456_789 }} />);
    expect(statTexts()).toEqual(['14 帖子', '1.2亿 粉丝', '9,999 关注']);
  });

  it('truncates a long username at 22 characters and marks verified accounts', () => {
    const username = 'a_really_long_username_here';
    render(<ProfileHeader profile={makeProfile({ username, is_verified: true })} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('a_really_long_username…');
    expect(heading.getAttribute('title')).toBe(username);
    expect(screen.getByRole('img', { name: 'Verified' })).toBeTruthy();
  });

  it('shows the category only for professional accounts', () => {
    render(<ProfileHeader profile={makeProfile({ account_type: 3, category: 'Photographer' })} />);
    expect(screen.queryByText('Photographer')).not.toBeNull();
    cleanup();
    render(<ProfileHeader profile={makeProfile({ account_type: 1, category: 'Photographer' })} />);
    expect(screen.queryByText('Photographer')).toBeNull();
  });

  it('keeps the biography line breaks and links the first bio link in a new tab', () => {
    render(
      <ProfileHeader
        profile={makeProfile({
          biography: 'line one\nline two',
          bio_links: [
            { link_type: 'other', url: 'https://example.com/ana/' },
            { link_type: 'other', url: 'https://second.example/' },
          ],
        })}
      />,
    );
    expect(screen.getByText(/line one/).textContent).toBe('line one\nline two');
    const link = screen.getByRole('link', { name: 'example.com/ana' });
    expect(link.getAttribute('href')).toBe('https://example.com/ana/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('+ 1')).toBeTruthy();
  });

  it('uses a 150 px picture on desktop and 77 px below 768 px', () => {
    stubViewportWidth(1280);
    render(<ProfileHeader profile={profile} />);
    expect(screen.getByRole('img', { name: "lin.xiaoyu's profile picture" }).getAttribute('width')).toBe('150');
    cleanup();
    stubViewportWidth(390);
    render(<ProfileHeader profile={profile} />);
    expect(screen.getByRole('img', { name: "lin.xiaoyu's profile picture" }).getAttribute('width')).toBe('77');
  });
});
