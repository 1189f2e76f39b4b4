import type { ChildCommentsPage, Comment, CommentsPage } from 'shared-contracts';
import { makeTestUser } from 'shared-contracts/testing';

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

/** A page of top-level comments for unit tests. */
export function makeCommentsPage(comments: Comment[], overrides: Partial<CommentsPage> = {}): CommentsPage {
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

/** A page of replies for unit tests. */
export function makeChildPage(children: Comment[], cursor: string | null = null): ChildCommentsPage {
  return {
    child_comments: children,
    next_max_child_cursor: cursor,
    has_more_tail_child_comments: cursor !== null,
    status: 'ok',
  };
}
