import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChildCommentsPage, Comment, CommentsPage } from 'shared-contracts';
import { findCachedMedia } from './media-cache.js';

// A post's comments: the top-level list (newest first, paged by max_id), each thread's replies
// (oldest first, paged by cursor), and the comments the viewer posted here. Those are kept apart
// as well as written into the pages: an answer that left the server before the comment was stored
// (the first page, a background refetch) would otherwise make it vanish when it lands. A comment
// opened by its permalink is kept by id too, and shows first (docs/behaviour/comments.md#permalinks).

/** Keys of a post's comments (the post's pk); every entry of a post lives under `all`. */
export const commentKeys = {
  all: (mediaId: string) => ['comments', mediaId] as const,
  list: (mediaId: string) => ['comments', mediaId, 'list'] as const,
  allReplies: (mediaId: string) => ['comments', mediaId, 'replies'] as const,
  replies: (mediaId: string, parentPk: string) => ['comments', mediaId, 'replies', parentPk] as const,
  added: (mediaId: string) => ['comments', mediaId, 'added'] as const,
  allLinked: (mediaId: string) => ['comments', mediaId, 'linked'] as const,
  /** A comment opened by its permalink. */
  linked: (mediaId: string, commentPk: string) => ['comments', mediaId, 'linked', commentPk] as const,
  /** Key of the like mutation of one comment: whether one is pending is `isPending`. */
  like: (mediaId: string, commentPk: string) => ['comments', mediaId, 'like', commentPk] as const,
};

/** A comment opened by its permalink and, for a reply, its thread's top-level comment; null when gone. */
export type LinkedComment = { comment: Comment; parent: Comment | null } | null;

/** The cached pages of a post's top-level comments. */
export type CommentPages = InfiniteData<CommentsPage, string | null>;
/** The cached pages of one thread's replies. */
export type ReplyPages = InfiniteData<ChildCommentsPage, string | null>;

/** What the comment list shows: its comments in order, the count and the post's switches. */
export interface CommentsView {
  /** Top-level comments, newest first, each once. */
  comments: Comment[];
  commentCount: number;
  commentsDisabled: boolean;
  commentingDisabledForViewer: boolean;
}

export const NO_COMMENTS: readonly Comment[] = [];

/**
 * The list from its pages and the viewer's own additions: an added comment a page lacks stays on
 * top (and counts), one the pages hold shows once. A `pinned` comment (opened by its permalink)
 * goes first, once, in its freshest copy; it does not change the count.
 */
export function commentsView(
  pages: readonly CommentsPage[],
  added: readonly Comment[],
  pinned: Comment | null = null,
): CommentsView {
  const seen = new Set<string>();
  const fromPages: Comment[] = [];
  let top = pinned;
  for (const page of pages) {
    for (const comment of page.comments) {
      if (comment.parent_comment_id !== null || seen.has(comment.pk)) continue;
      seen.add(comment.pk);
      if (comment.pk === pinned?.pk) top = comment;
      else fromPages.push(comment);
    }
  }
  const missing = added.filter((comment) => comment.parent_comment_id === null && !seen.has(comment.pk));
  const first = pages[0];
  return {
    comments: [...(top ? [top] : []), ...missing.filter((comment) => comment.pk !== top?.pk), ...fromPages],
    commentCount: (first?.comment_count ?? 0) + missing.length,
    commentsDisabled: first?.comments_disabled ?? false,
    commentingDisabledForViewer: first?.commenting_disabled_for_viewer ?? false,
  };
}

// Replies read oldest first whatever order pages and the viewer's additions arrived in.
function byTime(a: Comment, b: Comment): number {
  return a.created_at - b.created_at || a.pk.length - b.pk.length || (a.pk < b.pk ? -1 : a.pk > b.pk ? 1 : 0);
}

/** A thread's replies from its fetched pages and the viewer's additions, oldest first, each once. */
export function repliesView(
  pages: readonly ChildCommentsPage[],
  added: readonly Comment[],
  parentPk: string,
): Comment[] {
  const byPk = new Map<string, Comment>();
  for (const page of pages) for (const reply of page.child_comments) byPk.set(reply.pk, reply);
  for (const reply of added) {
    if (reply.parent_comment_id === parentPk && !byPk.has(reply.pk)) byPk.set(reply.pk, reply);
  }
  return [...byPk.values()].sort(byTime);
}

/** Changes a cached entry without making it look fresher than it is. */
export function editQuery<T>(client: QueryClient, queryKey: QueryKey, edit: (data: T) => T): void {
  const state = client.getQueryState<T>(queryKey);
  if (state?.data === undefined) return;
  const next = edit(state.data);
  if (next !== state.data) client.setQueryData(queryKey, next, { updatedAt: state.dataUpdatedAt });
}

function editAdded(client: QueryClient, mediaId: string, edit: (added: Comment[]) => Comment[]): void {
  const key = commentKeys.added(mediaId);
  const current = client.getQueryData<Comment[]>(key) ?? [];
  const next = edit(current);
  if (next !== current) client.setQueryData(key, next);
}

function mapList(comments: Comment[], pk: string, change: (comment: Comment) => Comment): Comment[] {
  let changed = false;
  const next = comments.map((comment) => {
    if (comment.pk !== pk) return comment;
    changed = true;
    return change(comment);
  });
  return changed ? next : comments;
}

/** Applies `change` to every cached copy of a comment (list, replies, additions). */
export function patchComment(
  client: QueryClient,
  mediaId: string,
  pk: string,
  change: (comment: Comment) => Comment,
): void {
  editQuery<CommentPages>(client, commentKeys.list(mediaId), (data) => {
    const pages = data.pages.map((page) => {
      const comments = mapList(page.comments, pk, change);
      return comments === page.comments ? page : { ...page, comments };
    });
    return pages.some((page, i) => page !== data.pages[i]) ? { ...data, pages } : data;
  });
  for (const query of client.getQueryCache().findAll({ queryKey: commentKeys.allReplies(mediaId) })) {
    editQuery<ReplyPages>(client, query.queryKey, (data) => {
      const pages = data.pages.map((page) => {
        const replies = mapList(page.child_comments, pk, change);
        return replies === page.child_comments ? page : { ...page, child_comments: replies };
      });
      return pages.some((page, i) => page !== data.pages[i]) ? { ...data, pages } : data;
    });
  }
  editAdded(client, mediaId, (added) => mapList(added, pk, change));
  editLinked(client, mediaId, (linked) => {
    const comment = linked.comment.pk === pk ? change(linked.comment) : linked.comment;
    const parent = linked.parent?.pk === pk ? change(linked.parent) : linked.parent;
    return comment === linked.comment && parent === linked.parent ? linked : { comment, parent };
  });
}

/** Edits every comment opened by its permalink on a post (those not gone). */
function editLinked(
  client: QueryClient,
  mediaId: string,
  edit: (linked: NonNullable<LinkedComment>) => LinkedComment,
): void {
  for (const query of client.getQueryCache().findAll({ queryKey: commentKeys.allLinked(mediaId) })) {
    editQuery<LinkedComment>(client, query.queryKey, (linked) => (linked ? edit(linked) : linked));
  }
}

/** The freshest cached copy of a comment. */
export function findComment(client: QueryClient, mediaId: string, pk: string): Comment | undefined {
  const inList = client
    .getQueryData<CommentPages>(commentKeys.list(mediaId))
    ?.pages.flatMap((page) => page.comments)
    .find((comment) => comment.pk === pk);
  if (inList) return inList;
  for (const [, data] of client.getQueriesData<ReplyPages>({ queryKey: commentKeys.allReplies(mediaId) })) {
    const reply = data?.pages.flatMap((page) => page.child_comments).find((comment) => comment.pk === pk);
    if (reply) return reply;
  }
  const added = client.getQueryData<Comment[]>(commentKeys.added(mediaId))?.find((comment) => comment.pk === pk);
  if (added) return added;
  for (const [, linked] of client.getQueriesData<LinkedComment>({ queryKey: commentKeys.allLinked(mediaId) })) {
    const found = [linked?.comment, linked?.parent].find((comment) => comment?.pk === pk);
    if (found) return found;
  }
  return undefined;
}

/** Adds to the first page's comment count. */
function addToCount(pages: CommentsPage[], delta: number): CommentsPage[] {
  const [first, ...rest] = pages;
  return first ? [{ ...first, comment_count: Math.max(0, first.comment_count + delta) }, ...rest] : pages;
}

/** Puts a comment the viewer just posted in its place: first in the list, or last in its thread. */
export function insertComment(client: QueryClient, mediaId: string, comment: Comment): void {
  editAdded(client, mediaId, (added) => (added.some((c) => c.pk === comment.pk) ? added : [comment, ...added]));
  const parentPk = comment.parent_comment_id;
  editQuery<CommentPages>(client, commentKeys.list(mediaId), (data) => {
    const pages = data.pages;
    if (pages.some((page) => page.comments.some((c) => c.pk === comment.pk))) return data;
    const [first, ...rest] = addToCount(pages, 1);
    if (!first) return data;
    return {
      ...data,
      pages: parentPk === null ? [{ ...first, comments: [comment, ...first.comments] }, ...rest] : [first, ...rest],
    };
  });
  if (parentPk === null) return;
  patchComment(client, mediaId, parentPk, (parent) => ({
    ...parent,
    child_comment_count: parent.child_comment_count + 1,
  }));
  editQuery<ReplyPages>(client, commentKeys.replies(mediaId, parentPk), (data) => {
    if (data.pages.some((page) => page.child_comments.some((c) => c.pk === comment.pk))) return data;
    const last = data.pages[data.pages.length - 1];
    if (!last) return data;
    return {
      ...data,
      pages: [...data.pages.slice(0, -1), { ...last, child_comments: [...last.child_comments, comment] }],
    };
  });
}

/** Takes a deleted comment out of every cached list (a top-level one with its thread). */
export function removeComment(client: QueryClient, mediaId: string, comment: Comment): void {
  const current = findComment(client, mediaId, comment.pk) ?? comment;
  editAdded(client, mediaId, (added) =>
    added.some((c) => c.pk === comment.pk) ? added.filter((c) => c.pk !== comment.pk) : added,
  );
  const parentPk = current.parent_comment_id;
  const linked = client
    .getQueriesData<LinkedComment>({ queryKey: commentKeys.allLinked(mediaId) })
    .some(([, entry]) => entry?.comment.pk === comment.pk);
  // A linked comment, or the thread a linked reply is in, is gone with it.
  editLinked(client, mediaId, (linked) =>
    linked.comment.pk === comment.pk || linked.parent?.pk === comment.pk ? null : linked,
  );
  editQuery<CommentPages>(client, commentKeys.list(mediaId), (data) => {
    const held = data.pages.some((page) => page.comments.some((c) => c.pk === comment.pk));
    // A comment the pages never held is not in their count either (see commentsView), unless it
    // was opened by its permalink: then it is one of the count's, on a page not loaded yet.
    if (parentPk === null && !held && !linked) return data;
    const pages = data.pages.map((page) =>
      page.comments.some((c) => c.pk === comment.pk)
        ? { ...page, comments: page.comments.filter((c) => c.pk !== comment.pk) }
        : page,
    );
    return { ...data, pages: addToCount(pages, parentPk === null ? -1 - current.child_comment_count : -1) };
  });
  if (parentPk === null) {
    client.removeQueries({ queryKey: commentKeys.replies(mediaId, comment.pk), exact: true });
    return;
  }
  editQuery<ReplyPages>(client, commentKeys.replies(mediaId, parentPk), (data) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      child_comments: page.child_comments.filter((c) => c.pk !== comment.pk),
    })),
  }));
  patchComment(client, mediaId, parentPk, (parent) => ({
    ...parent,
    child_comment_count: Math.max(0, parent.child_comment_count - 1),
  }));
}

/**
 * The post's comment count after a change: as the list shows it once loaded; before that, the
 * cached post's count moved by `delta` (the list was not there to change).
 */
export function countAfterChange(client: QueryClient, mediaId: string, delta: number): number | undefined {
  const pages = client.getQueryData<CommentPages>(commentKeys.list(mediaId))?.pages;
  const added = client.getQueryData<Comment[]>(commentKeys.added(mediaId)) ?? [];
  if (pages) return commentsView(pages, added).commentCount;
  const cached = findCachedMedia(client, (media) => media.pk === mediaId)?.media.comment_count;
  return cached === undefined ? undefined : Math.max(0, cached + delta);
}
