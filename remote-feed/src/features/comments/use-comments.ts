import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  deleteComment,
  fetchChildComments,
  fetchComments,
  likeComment,
  requestToast,
  unlikeComment,
  type Comment,
  type Media,
} from 'shared-contracts';
import { commentsReducer, initialCommentsState, type CommentsState } from './comments-state';
import { useCommentsTranslation } from './messages';

/** The comment list of a post and what the viewer can do with it. */
export interface CommentsController {
  state: CommentsState;
  /** Loads the first page again after a failure. */
  retry(): void;
  /** Loads the next (older) page of top-level comments. */
  loadMore(): void;
  /** Unfolds a thread, fetching its first or next page of replies when needed. */
  showReplies(parent: Comment, fetchNext: boolean): void;
  hideReplies(parentPk: string): void;
  /** Likes or unlikes at once; the change is undone if the server refuses it. */
  toggleLike(comment: Comment): void;
  /** Deletes on the server, then removes from the list; resolves whether it worked. */
  remove(comment: Comment): Promise<boolean>;
  /** Puts a comment the viewer just posted in its place (top of the list, or its thread). */
  add(comment: Comment): void;
  /** The server said comments are off now. */
  markDisabled(): void;
}

/**
 * Loads and keeps a post's comments. Mount it under a key of the post so another post starts
 * fresh. The media id sent is the post's pk, as every engagement call does.
 */
export function useComments(media: Media): CommentsController {
  const t = useCommentsTranslation();
  const [state, dispatch] = useReducer(commentsReducer, media, initialCommentsState);
  const [attempt, setAttempt] = useState(0);
  const mediaId = media.pk;
  const busy = useRef(new Set<string>());
  // Read by the callbacks, never during render.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    const controller = new AbortController();
    fetchComments(mediaId, { signal: controller.signal })
      .then((page) => dispatch({ type: 'page-loaded', page, first: true }))
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: 'page-failed', first: true });
      });
    return () => controller.abort();
  }, [mediaId, attempt]);

  const retry = useCallback(() => {
    dispatch({ type: 'first-page-requested' });
    setAttempt((n) => n + 1);
  }, []);

  const loadMore = useCallback(() => {
    const { nextMaxId, hasMore, moreStatus } = latest.current;
    if (!hasMore || moreStatus === 'loading' || nextMaxId === null) return;
    dispatch({ type: 'page-requested' });
    fetchComments(mediaId, { maxId: nextMaxId }).then(
      (page) => dispatch({ type: 'page-loaded', page, first: false }),
      () => dispatch({ type: 'page-failed', first: false }),
    );
  }, [mediaId]);

  const showReplies = useCallback(
    (parent: Comment, fetchNext: boolean) => {
      if (!fetchNext) {
        dispatch({ type: 'replies-toggled', parentPk: parent.pk, expanded: true });
        return;
      }
      const key = `replies:${parent.pk}`;
      if (busy.current.has(key)) return;
      busy.current.add(key);
      const thread = latest.current.threads[parent.pk];
      const cursor = thread?.fetched ? thread.cursor : null;
      dispatch({ type: 'replies-requested', parentPk: parent.pk });
      fetchChildComments(mediaId, parent.pk, { maxId: cursor })
        .then(
          (page) => dispatch({ type: 'replies-loaded', parentPk: parent.pk, page }),
          () => dispatch({ type: 'replies-failed', parentPk: parent.pk }),
        )
        .finally(() => busy.current.delete(key));
    },
    [mediaId],
  );

  const hideReplies = useCallback((parentPk: string) => {
    dispatch({ type: 'replies-toggled', parentPk, expanded: false });
  }, []);

  const toggleLike = useCallback(
    (comment: Comment) => {
      const key = `like:${comment.pk}`;
      if (busy.current.has(key)) return;
      busy.current.add(key);
      const current = latest.current.byPk[comment.pk] ?? comment;
      const before = { liked: current.has_liked_comment, count: current.comment_like_count };
      const liked = !before.liked;
      dispatch({ type: 'like-set', pk: comment.pk, liked, count: Math.max(0, before.count + (liked ? 1 : -1)) });
      (liked ? likeComment : unlikeComment)(comment.pk)
        .catch(() => {
          dispatch({ type: 'like-set', pk: comment.pk, ...before });
          requestToast({ message: t('comments.likeFailed') });
        })
        .finally(() => busy.current.delete(key));
    },
    [t],
  );

  const remove = useCallback(
    async (comment: Comment): Promise<boolean> => {
      try {
        await deleteComment(mediaId, comment.pk);
        dispatch({ type: 'comment-removed', pk: comment.pk });
        return true;
      } catch {
        requestToast({ message: t('comments.deleteFailed') });
        return false;
      }
    },
    [mediaId, t],
  );

  const add = useCallback((comment: Comment) => dispatch({ type: 'comment-added', comment }), []);
  const markDisabled = useCallback(() => dispatch({ type: 'comments-disabled' }), []);

  return useMemo(
    () => ({ state, retry, loadMore, showReplies, hideReplies, toggleLike, remove, add, markDisabled }),
    [state, retry, loadMore, showReplies, hideReplies, toggleLike, remove, add, markDisabled],
  );
}
