import { describe, expect, it } from 'vitest';
import { countedPageOf } from './counted-page';

describe('countedPageOf', () => {
  it('counts profiles (a tab switch is the same page), posts (as a page and a post), tags and locations', () => {
    expect(countedPageOf('/demo/')).toEqual({ key: 'profile:demo', surfaces: ['page'] });
    expect(countedPageOf('/Demo/reels/')).toEqual({ key: 'profile:demo', surfaces: ['page'] });
    expect(countedPageOf('/p/abc123/')).toEqual({ key: 'post:abc123', surfaces: ['page', 'post'] });
    expect(countedPageOf('/explore/tags/sunset/')?.surfaces).toEqual(['page']);
    expect(countedPageOf('/explore/locations/12/shanghai/')?.surfaces).toEqual(['page']);
  });

  it('does not count the shell’s own pages, search or the location directory', () => {
    for (const path of ['/accounts/login/', '/accounts/emailsignup/', '/explore/search/', '/explore/locations/', '/']) {
      expect(countedPageOf(path)).toBeNull();
    }
  });
});
