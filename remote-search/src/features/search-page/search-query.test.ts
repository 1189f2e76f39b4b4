import { describe, expect, it } from 'vitest';
import { blendResults, hashtagSearchPath, normalizeSearchQuery } from './search-query';

describe('normalizeSearchQuery', () => {
  it('trims, and treats blank or a lone sigil as empty', () => {
    expect(normalizeSearchQuery('  li ')).toBe('li');
    expect(normalizeSearchQuery('   ')).toBe('');
    expect(normalizeSearchQuery('#')).toBe('');
    expect(normalizeSearchQuery(' @ ')).toBe('');
    expect(normalizeSearchQuery('#sunset')).toBe('#sunset');
  });
});

describe('blendResults', () => {
  it('merges users and hashtags by position', () => {
    const user = (pk: string) => ({
      pk,
      id: pk,
      username: `u${pk}`,
      full_name: '',
      is_verified: false,
      is_private: false,
      profile_pic_url: '',
      follower_count: 0,
    });
    const entries = blendResults({
      users: [
        { position: 2, user: user('2') },
        { position: 0, user: user('1') },
      ],
      hashtags: [{ position: 1, hashtag: { id: 'sunset', name: 'sunset', media_count: 3 } }],
    });
    expect(entries.map((e) => (e.kind === 'user' ? e.user.username : `#${e.hashtag.name}`))).toEqual([
      'u1',
      '#sunset',
      'u2',
    ]);
  });
});

describe('hashtagSearchPath', () => {
  it('searches for the tag with the # encoded', () => {
    expect(hashtagSearchPath('sunset')).toBe('/explore/search/?q=%23sunset');
    expect(hashtagSearchPath('日落')).toBe(`/explore/search/?q=${encodeURIComponent('#日落')}`);
  });
});
