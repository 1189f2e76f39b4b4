import type { Media, Profile, UserFeedPage } from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-client/testing';

/** lin.xiaoyu, whose profile and posts the tests open. */
const lin = () =>
  makeTestUser({
    pk: '2',
    id: '2',
    username: 'lin.xiaoyu',
    full_name: '林小雨',
    profile_pic_url: '/media/avatars/2/150.webp',
  });

/** lin.xiaoyu's profile: public, non-professional; override what a test is about. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    ...lin(),
    biography: '',
    bio_links: [],
    hd_profile_pic_url_info: { url: '/media/avatars/2/320.webp' },
    account_type: 1,
    category: null,
    follower_count: 0,
    following_count: 0,
    media_count: 0,
    friendship_status: null,
    is_viewer: false,
    show_text_post_app_badge: false,
    text_post_app_badge_label: null,
    ...overrides,
  };
}

/** A square photo post by lin.xiaoyu with the given pk. */
export function makeMedia(pk: string, overrides: Partial<Media> = {}): Media {
  return makeTestMedia({
    id: `${pk}_2`,
    pk,
    code: `code${pk}`,
    taken_at: 1_700_000_000,
    image_versions2: {
      candidates: [
        { url: `/media/posts/${pk}/1080.webp`, width: 1080, height: 1080 },
        { url: `/media/posts/${pk}/320.webp`, width: 320, height: 320 },
      ],
    },
    user: lin(),
    ...overrides,
  });
}

/** A page of posts with pks `from`..`to` (inclusive), newest first as the server sends them. */
export function makePage(from: number, to: number, next: string | null): UserFeedPage {
  const items: Media[] = [];
  for (let pk = from; pk <= to; pk += 1) items.push(makeMedia(String(pk)));
  return { items, more_available: next !== null, next_max_id: next, num_results: items.length };
}
