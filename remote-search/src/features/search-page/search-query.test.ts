import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_QUERY_LENGTH } from 'shared-contracts';
import { blendResults, capSearchText, keywordSearchPath, normalizeSearchQuery } from './search-query';

describe('normalizeSearchQuery', () => {
  it('trims, and treats blank or a lone sigil as empty', () => {
    expect(normalizeSearchQuery('  li ')).toBe('li');
    expect(normalizeSearchQuery('   ')).toBe('');
    expect(normalizeSearchQuery('#')).toBe('');
    expect(normalizeSearchQuery(' @ ')).toBe('');
    expect(normalizeSearchQuery('#sunset')).toBe('#sunset');
  });

  it('never sends more than the server takes (100), nor a space left at the cut', () => {
    expect(MAX_SEARCH_QUERY_LENGTH).toBe(100);
    expect(normalizeSearchQuery('a'.repeat(150))).toBe('a'.repeat(100));
    expect(normalizeSearchQuery(`  ${'b'.repeat(100)}  `)).toBe('b'.repeat(100));
    expect(normalizeSearchQuery(`${'c'.repeat(99)} d`)).toBe('c'.repeat(99));
  });
});

describe('capSearchText', () => {
  it('keeps text of up to 100 UTF-16 units and cuts longer text, never inside an emoji', () => {
    expect(capSearchText('x'.repeat(100))).toBe('x'.repeat(100));
    expect(capSearchText('林'.repeat(120))).toBe('林'.repeat(100));
    // The 100th unit is the first half of 🌅: the whole emoji goes.
    expect(capSearchText(`${'x'.repeat(99)}🌅yz`)).toBe('x'.repeat(99));
    expect(capSearchText(`${'x'.repeat(98)}🌅yz`)).toBe(`${'x'.repeat(98)}🌅`);
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
