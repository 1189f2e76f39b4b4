import type { StoryReel } from 'shared-contracts';
import type { ChildCommentsPage, Comment, CommentsPage, Media, UserSummary } from 'shared-contracts';

/** A user for unit tests. */
export function makeTestUser(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    pk: '1',
    id: '1',
    username: 'ana.lima',
    full_name: 'Ana Lima',
    is_verified: false,
    is_private: false,
    profile_pic_url: '/media/a/150.webp',
    ...overrides,
  };
}

/** A complete photo post for unit tests (every field the schema requires), with overrides. */
export function makeTestMedia(overrides: Partial<Media> = {}): Media {
  const pk = overrides.pk ?? '7';
  return {
    id: `${pk}_1`,
    pk,
    code: `Code${pk}`,
    taken_at: 1_790_000_000,
    media_type: 1,
    product_type: 'feed',
    original_width: 1080,
    original_height: 1080,
    image_versions2: {
      candidates: [
        { url: `/media/m${pk}/1080.webp`, width: 1080, height: 1080 },
        { url: `/media/m${pk}/320.webp`, width: 320, height: 320 },
      ],
    },
    media_preview: null,
    accessibility_caption: null,
    caption: null,
    caption_is_edited: false,
    user: makeTestUser(),
    like_count: 0,
    has_liked: false,
    comment_count: 0,
    comments_disabled: false,
    commenting_disabled_for_viewer: false,
    like_and_view_counts_disabled: false,
    top_likers: [],
    facepile_top_likers: [],
    has_viewer_saved: false,
    saved_collection_ids: [],
    usertags: null,
    location: null,
    carousel_media: null,
    carousel_media_count: null,
    coauthor_producers: [],
    is_paid_partnership: false,
    sponsor_tags: [],
    media_overlay_info: null,
    transparency_label: null,
    video_versions: null,
    video_hls_url: null,
    number_of_qualities: 0,
    has_audio: false,
    video_duration: null,
    ...overrides,
  };
}

/** A comment for unit tests (every field the schema requires), with overrides. */
export function makeTestComment(overrides: Partial<Comment> = {}): Comment {
  const pk = overrides.pk ?? '100';
  return {
    pk,
    text: `comment ${pk}`,
    created_at: 1_790_000_000,
    user: makeTestUser({ pk: '2', id: '2', username: 'bo.chen', full_name: 'Bo Chen' }),
    parent_comment_id: null,
    child_comment_count: 0,
    comment_like_count: 0,
    has_liked_comment: false,
    restricted_status: 0,
    is_covered: false,
    giphy_media_info: null,
    ...overrides,
  };
}

/** A page of a post's top-level comments for unit tests. */
export function makeTestCommentsPage(comments: Comment[], overrides: Partial<CommentsPage> = {}): CommentsPage {
  return {
    comments,
    comment_count: comments.length,
    next_max_id: null,
    has_more_comments: false,
    comments_disabled: false,
    commenting_disabled_for_viewer: false,
    status: 'ok',
    ...overrides,
  };
}

/** A page of a comment's replies for unit tests; a cursor means more remain. */
export function makeTestChildCommentsPage(children: Comment[], cursor: string | null = null): ChildCommentsPage {
  return {
    child_comments: children,
    next_max_child_cursor: cursor,
    has_more_tail_child_comments: cursor !== null,
    status: 'ok',
  };
}

/** An account's unseen reel of one story (as the tray lists it: no items), with overrides. */
export function makeTestReel(owner: UserSummary = makeTestUser(), overrides: Partial<StoryReel> = {}): StoryReel {
  return {
    id: owner.pk,
    reel_type: 'user_reel',
    user: owner,
    latest_reel_media: 1,
    expiring_at: null,
    seen: false,
    is_close_friends: false,
    is_fan_club_story: false,
    has_pride_media: false,
    media_ids: ['1'],
    media_count: 1,
    ...overrides,
  };
}
