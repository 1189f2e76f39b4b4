import { describe, expect, it } from 'vitest';
import { blendResults, keywordSearchPath, normalizeSearchQuery } from './search-query';

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
    expect(
      entries.map((e) => (e.kind === 'user' ? e.user.username : e.kind === 'hashtag' ? `#${e.hashtag.name}` : '?')),
    ).toEqual(['u1', '#sunset', 'u2']);
  });

  it('puts places and keywords (when sent) in the same order', () => {
    const place = {
      location: { pk: '7', name: 'Bund', address: 'Zhongshan Rd', city: 'Shanghai', lat: 31.2, lng: 121.5 },
      title: 'Bund',
      subtitle: 'Zhongshan Rd',
      slug: 'bund',
    };
    const entries = blendResults({
      users: [],
      hashtags: [{ position: 2, hashtag: { id: 'bund', name: 'bund', media_count: 1 } }],
      places: [{ position: 0, place }],
      keywords: [{ position: 1, keyword: { id: 'k', name: 'bund night', style: 'default' } }],
    });
    expect(entries.map((e) => e.kind)).toEqual(['place', 'keyword', 'hashtag']);
  });
});

describe('keywordSearchPath', () => {
  it('searches for the word', () => {
    expect(keywordSearchPath('日落 海边')).toBe(`/explore/search/?q=${encodeURIComponent('日落 海边')}`);
  });
});
