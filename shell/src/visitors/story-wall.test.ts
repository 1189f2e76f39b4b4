import { describe, expect, it } from 'vitest';
import { leadsToStoryOrLive } from './story-wall';

const ORIGIN = 'https://lumen.test';

describe('leadsToStoryOrLive', () => {
  it('knows story, highlight and live links, directly or through the log-in page', () => {
    for (const href of [
      '/stories/demo/',
      '/stories/demo/123/',
      // A profile's highlight: a visitor sees the tray but opening one needs a login.
      '/stories/highlights/12/',
      '/accounts/login/?next=%2Fstories%2Fhighlights%2F12%2F',
      '/demo/live/?broadcast_id=9',
      '/accounts/login/?next=%2Fstories%2Fdemo%2F',
      `${ORIGIN}/accounts/login/?next=%2Fdemo%2Flive%2F%3Fbroadcast_id%3D9`,
    ]) {
      expect(leadsToStoryOrLive(href, ORIGIN), href).toBe(true);
    }
  });

  it('leaves every other link alone: posts, profiles, plain log in, other sites', () => {
    for (const href of [
      '/p/abc/',
      '/demo/',
      '/demo/reels/',
      '/accounts/login/?next=%2Fdemo%2F',
      '/accounts/login/',
      'https://elsewhere.test/stories/demo/',
    ]) {
      expect(leadsToStoryOrLive(href, ORIGIN), href).toBe(false);
    }
  });
});
