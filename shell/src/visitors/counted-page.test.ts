import { describe, expect, it } from 'vitest';
import { countedPageOf, surfacesOfVisit } from './counted-page';

describe('countedPageOf', () => {
  it('counts profiles (a tab switch is the same page), posts (as a page and a post), tags and locations', () => {
    expect(countedPageOf('/demo/')).toEqual({ key: 'profile:demo', surfaces: ['page'] });
    expect(countedPageOf('/Demo/reels/')).toEqual({ key: 'profile:demo', surfaces: ['page'] });
    expect(countedPageOf('/p/abc123/')).toEqual({ key: 'post:abc123', surfaces: ['page', 'post'] });
    // A comment's permalink is the same post's page.
    expect(countedPageOf('/p/abc123/c/42/')).toEqual({ key: 'post:abc123', surfaces: ['page', 'post'] });
    expect(countedPageOf('/explore/tags/sunset/')?.surfaces).toEqual(['page']);
    expect(countedPageOf('/explore/locations/12/shanghai/')?.surfaces).toEqual(['page']);
  });

  it('does not count the shell’s own pages, search or the location directory', () => {
    for (const path of ['/accounts/login/', '/accounts/emailsignup/', '/explore/search/', '/explore/locations/', '/']) {
      expect(countedPageOf(path)).toBeNull();
    }
  });
});

describe('surfacesOfVisit', () => {
  const post = countedPageOf('/p/second/')!;
  it('counts a post page opened from another post page as a post and a chain, not a page', () => {
    expect(surfacesOfVisit('page:post:first', post, false)).toEqual(['post', 'chain']);
  });

  it('counts a post page reached from anywhere else as a page and a post, and a post over a grid as a post', () => {
    expect(surfacesOfVisit(null, post, false)).toEqual(['page', 'post']);
    expect(surfacesOfVisit('page:profile:demo', post, false)).toEqual(['page', 'post']);
    expect(surfacesOfVisit('overlay:post:first', post, false)).toEqual(['page', 'post']);
    expect(surfacesOfVisit('page:post:first', post, true)).toEqual(['post']);
    expect(surfacesOfVisit('page:post:first', countedPageOf('/demo/')!, false)).toEqual(['page']);
  });
});
