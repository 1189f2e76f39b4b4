import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  addComment,
  deleteComment,
  fetchChildComments,
  fetchComment,
  fetchComments,
  likeComment,
  unlikeComment,
} from 'shared-client';
import { isApiError, type Comment } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import {
  commentKeys,
  commentsView,
  countAfterChange,
  editQuery,
  findComment,
  insertComment,
  NO_COMMENTS,
  patchComment,
  removeComment,
  repliesView,
  type CommentPages,
  type LinkedComment,
} from './comment-cache.js';
import { applyCommentCount } from './engagement.js';
import { updateMediaEverywhere } from './media-cache.js';

export { commentKeys, commentsView, repliesView } from './comment-cache.js';
export type { CommentPages, CommentsView, LinkedComment, ReplyPages } from './comment-cache.js';

// The hooks of a post's comments; what they keep in the cache, and how, is in comment-cache.ts.

/** The comments the viewer posted on a post during this visit of the page, newest first. */
function useAddedComments(mediaId: string): readonly Comment[] {
  const { data } = useQuery<Comment[]>({
    queryKey: commentKeys.added(mediaId),
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return data ?? NO_COMMENTS;
}

/**
 * A post's top-level comments (its pk), page by page (`fetchNextPage` for older ones), as a
 * `CommentsView`: the comments the viewer posted here show first even when a page lacks them, and
 * before them a `pinned` one (opened by its permalink).
 */
export function useCommentsQuery(mediaId: string, pinned: Comment | null = null) {
  const added = useAddedComments(mediaId);
  const select = useCallback((data: CommentPages) => commentsView(data.pages, added, pinned), [added, pinned]);
  return useInfiniteQuery({
    queryKey: commentKeys.list(mediaId),
    queryFn: ({ pageParam, signal }) => fetchComments(mediaId, { maxId: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more_comments && last.next_max_id ? last.next_max_id : undefined),
    select,
  });
}

/**
 * A comment opened by its permalink (docs/behaviour/comments.md#permalinks), with its thread's
 * top-level comment for a reply; `null` when it is gone or hidden from the viewer (404). Nothing is
 * asked without an id.
 */
export function useLinkedCommentQuery(mediaId: string, commentPk: string | null) {
  return useQuery({
    queryKey: commentKeys.linked(mediaId, commentPk ?? ''),
    queryFn: commentPk
      ? async ({ signal }): Promise<LinkedComment> => {
          try {
            const { comment, parent } = await fetchComment(mediaId, commentPk, signal);
            return { comment, parent };
          } catch (error) {
            if (isApiError(error, 'not_found')) return null;
            throw error;
          }
        }
      : skipToken,
    staleTime: Infinity,
  });
}

/** A thread's replies and how to get more of them. */
export interface CommentReplies {
  /** Fetched replies and the viewer's own, oldest first. */
  replies: Comment[];
  /** Whether a page has been fetched (until then the parent's count tells what remains). */
  fetched: boolean;
  /** The server's word on more replies (meaningful once fetched). */
  hasMore: boolean;
  isFetching: boolean;
  isError: boolean;
  /** Fetches the first page, or the next one. */
  fetchMore: () => void;
}

/**
 * The replies to a top-level comment. Nothing is fetched until the viewer asks (`fetchMore`,
 * "View replies"); what was fetched stays while the thread is folded. A `linked` reply (opened by
 * its permalink) is one of them before any page is fetched.
 */
export function useCommentRepliesQuery(
  mediaId: string,
  parentPk: string,
  linked: Comment | null = null,
): CommentReplies {
  const addedHere = useAddedComments(mediaId);
  const added = useMemo(() => (linked ? [...addedHere, linked] : addedHere), [addedHere, linked]);
  const query = useInfiniteQuery({
    queryKey: commentKeys.replies(mediaId, parentPk),
    queryFn: ({ pageParam, signal }) => fetchChildComments(mediaId, parentPk, { maxId: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.has_more_tail_child_comments && last.next_max_child_cursor ? last.next_max_child_cursor : undefined,
    enabled: false,
  });
  const pages = query.data?.pages;
  const replies = useMemo(() => repliesView(pages ?? [], added, parentPk), [pages, added, parentPk]);
  const { fetchNextPage, refetch } = query;
  const fetched = pages !== undefined;
  const fetchMore = useCallback(() => {
    if (fetched) void fetchNextPage({ cancelRefetch: false });
    else void refetch({ cancelRefetch: false });
  }, [fetched, fetchNextPage, refetch]);
  return {
    replies,
    fetched,
    hasMore: query.hasNextPage,
    isFetching: query.isFetching,
    isError: query.isError,
    fetchMore,
  };
}

/** Likes or unlikes one comment (`mutate({ liked })`) at once; a refusal puts back what was there. */
export function useCommentLikeMutation(mediaId: string, commentPk: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: commentKeys.like(mediaId, commentPk),
    mutationFn: ({ liked }: { liked: boolean }) => (liked ? likeComment : unlikeComment)(commentPk),
    onMutate: ({ liked }) => {
      const current = findComment(client, mediaId, commentPk);
      const before = current
        ? { has_liked_comment: current.has_liked_comment, comment_like_count: current.comment_like_count }
        : null;
      patchComment(client, mediaId, commentPk, (comment) =>
        comment.has_liked_comment === liked
          ? comment
          : {
              ...comment,
              has_liked_comment: liked,
              comment_like_count: Math.max(0, comment.comment_like_count + (liked ? 1 : -1)),
            },
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      const before = context?.before;
      if (before) patchComment(client, mediaId, commentPk, (comment) => ({ ...comment, ...before }));
    },
  });
}

/** Deletes a comment (`mutate(comment)`; its author or the post's owner); it leaves every list. */
export function useDeleteCommentMutation(mediaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => deleteComment(mediaId, comment.pk),
    onSuccess: (_result, comment) => {
      removeComment(client, mediaId, comment);
      const count = countAfterChange(client, mediaId, -1);
      if (count !== undefined) applyCommentCount(client, mediaId, count);
    },
  });
}

/** What the add-comment mutation sends: the text and the thread's top-level comment, if a reply. */
export interface NewComment {
  text: string;
  repliedToCommentId: string | null;
}

/**
 * Posts a comment or a reply (`mutateAsync({ text, repliedToCommentId })`); the stored comment goes
 * first in the list (or last in its thread) and `comment-added` announces the new count. Refusals
 * reject with the ApiError (spam feedback, rate limit); "comments disabled" also marks the post.
 */
export function useAddCommentMutation(mediaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ text, repliedToCommentId }: NewComment) => addComment(mediaId, text, repliedToCommentId),
    onSuccess: ({ comment }) => {
      insertComment(client, mediaId, comment);
      const count = countAfterChange(client, mediaId, 1) ?? 1;
      applyCommentCount(client, mediaId, count);
      eventBus.emit('comment-added', { mediaId, commentCount: count });
    },
    onError: (error) => {
      if (!isApiError(error, 'comments_disabled')) return;
      editQuery<CommentPages>(client, commentKeys.list(mediaId), (data) => ({
        ...data,
        pages: data.pages.map((page) => ({ ...page, comments_disabled: true })),
      }));
      updateMediaEverywhere(client, mediaId, (media) => ({ ...media, comments_disabled: true }));
    },
  });
}
