import { useCallback, useRef, useState, type RefObject } from 'react';
import { canDeleteComment, type Comment, type Media, type Viewer } from 'shared-contracts';
import { useSession } from 'shared-client';
import { useCommentsQuery, type CommentsView } from 'shared-client/queries';
import { replyTargetOf } from './composer-state';
import { useCommentComposer, type CommentComposer } from './use-comment-composer';
import { useLinkedComment, type LinkedComment } from './use-linked-comment';
import { useCommentsTranslation } from './messages';

/** The post's top-level comments as the list shows them, and how to page them. */
export interface CommentsList {
  /** The comments and counts once the first page is there. */
  view: CommentsView | undefined;
  /** The first page: on its way, failed (Retry), or there. */
  status: 'loading' | 'error' | 'ready';
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore(): void;
  retry(): void;
}

/** The list, the composer and what ties them (replying, announcing, open threads) for one post. */
export interface CommentsSection {
  media: Media;
  viewer: Viewer | null;
  list: CommentsList;
  /** The comment a permalink opened the post at, shown first and highlighted. */
  linked: LinkedComment;
  commentsDisabled: boolean;
  commentingDisabledForViewer: boolean;
  /** Whether the viewer may write (comments on, not turned off for them). */
  canComment: boolean;
  /** Whether the viewer unfolded a thread (pure view state: its replies live in the cache). */
  isExpanded(parentPk: string): boolean;
  setExpanded(parentPk: string, expanded: boolean): void;
  composer: CommentComposer;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Text of the polite live region (a comment posted or deleted). */
  announcement: string;
  announce(text: string): void;
  /** Prefills "@username " and focuses the composer. */
  reply(comment: Comment): void;
  focusComposer(): void;
  canDelete(comment: Comment): boolean;
}

function useCommentsList(mediaId: string, pinned: Comment | null): CommentsList {
  const query = useCommentsQuery(mediaId, pinned);
  const { data, isError, isFetching, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const { fetchNextPage, refetch } = query;
  return {
    view: data,
    status: data ? 'ready' : isError && !isFetching ? 'error' : 'loading',
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    moreFailed: isFetchNextPageError,
    loadMore: () => {
      if (!isFetching) void fetchNextPage();
    },
    retry: () => void refetch(),
  };
}

/**
 * Wires a post's comment list to its composer. Mount under a key of the post, the viewer and the
 * linked comment (`linkedPk`, from a permalink).
 */
export function useCommentsSection(media: Media, linkedPk: string | null = null): CommentsSection {
  const t = useCommentsTranslation();
  const session = useSession();
  const viewer = session.viewer;
  const linked = useLinkedComment(media.pk, linkedPk);
  const list = useCommentsList(media.pk, linked.top);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // The threads the viewer unfolded or folded; one not touched yet is folded, but for the thread of
  // a linked reply (docs/behaviour/comments.md#permalinks).
  const [threads, setThreads] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const linkedThread = linked.reply?.parent_comment_id ?? null;

  const setExpanded = useCallback((parentPk: string, open: boolean) => {
    setThreads((current) => {
      if (current.get(parentPk) === open) return current;
      return new Map(current).set(parentPk, open);
    });
  }, []);

  const handlePosted = useCallback(
    (comment: Comment) => {
      // A reply shows in its thread, unfolded.
      if (comment.parent_comment_id !== null) setExpanded(comment.parent_comment_id, true);
      setAnnouncement(t('comments.posted', { username: comment.user.username, text: comment.text }));
    },
    [setExpanded, t],
  );

  const composer = useCommentComposer({ mediaId: media.pk, onPosted: handlePosted });
  const { startReply } = composer;

  const focusComposer = useCallback(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const reply = useCallback(
    (comment: Comment) => {
      startReply(replyTargetOf(comment));
      // After the prefill renders, so the caret lands after "@username ".
      requestAnimationFrame(focusComposer);
    },
    [startReply, focusComposer],
  );

  const canDelete = useCallback(
    (comment: Comment) => canDeleteComment(viewer?.pk, comment.user.pk, media.user.pk),
    [viewer?.pk, media.user.pk],
  );

  // Until the first page tells, the post's own switches (a refusal marks both).
  const commentsDisabled = list.view?.commentsDisabled ?? media.comments_disabled;
  const commentingDisabledForViewer = list.view?.commentingDisabledForViewer ?? media.commenting_disabled_for_viewer;
  return {
    media,
    viewer,
    list,
    linked,
    commentsDisabled,
    commentingDisabledForViewer,
    canComment: !!viewer && !commentsDisabled && !commentingDisabledForViewer,
    isExpanded: (parentPk) => threads.get(parentPk) ?? parentPk === linkedThread,
    setExpanded,
    composer,
    inputRef,
    announcement,
    announce: setAnnouncement,
    reply,
    focusComposer,
    canDelete,
  };
}
