import { describe, expect, it } from 'vitest';
import { PROFILE_TAB_SEGMENTS } from 'shared-contracts';
import { parseProfileQuery, tabFromSegment } from './profile-route';

describe('tabFromSegment', () => {
  it('maps the route segment to a tab, and anything else to null', () => {
    expect(tabFromSegment(undefined)).toBe('posts');
    expect(tabFromSegment('reels')).toBe('reels');
    expect(tabFromSegment('tagged')).toBe('tagged');
    expect(tabFromSegment('saved')).toBe('saved');
    expect(tabFromSegment('posts')).toBeNull();
    expect(tabFromSegment('channel')).toBeNull();
  });

  it('knows exactly the tab segments the server answers 200 for (docs/routes.md#what-the-server-answers-for-a-page)', () => {
    for (const segment of PROFILE_TAB_SEGMENTS) expect(tabFromSegment(segment)).toBe(segment);
    expect(tabFromSegment('live')).toBeNull();
  });
});

describe('parseProfileQuery', () => {
  it('has every flag false by default', () => {
    expect(parseProfileQuery(new URLSearchParams(''))).toEqual({
      flags: { onboarding_complete: false, login_success: false, show_app_header: false, handoff: false },
      shareId: null,
      collectionId: null,
    });
  });

  it('reads true flags, the share id and a collection id', () => {
    const query = parseProfileQuery(
      new URLSearchParams('login_success=true&handoff=1&show_app_header=no&igshid=old&igsh=new&collection=42'),
    );
    expect(query.flags).toEqual({
      onboarding_complete: false,
      login_success: true,
      show_app_header: false,
      handoff: true,
    });
    expect(query.shareId).toBe('new');
    expect(query.collectionId).toBe('42');
    expect(parseProfileQuery(new URLSearchParams('igshid=old')).shareId).toBe('old');
  });

  it('ignores a malformed collection id', () => {
    expect(parseProfileQuery(new URLSearchParams('collection=../x')).collectionId).toBeNull();
    expect(parseProfileQuery(new URLSearchParams('collection=ALL_MEDIA_AUTO_COLLECTION')).collectionId).toBe(
      'ALL_MEDIA_AUTO_COLLECTION',
    );
  });
});
