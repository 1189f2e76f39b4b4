import { useCallback, useRef, useState, type RefObject } from 'react';
import { canDeleteComment, eventBus, useSession, type Comment, type Media, type Viewer } from 'shared-contracts';
import { replyTargetOf } from './composer-state';
import { useCommentComposer, type CommentComposer } from './use-comment-composer';
import { useComments, type CommentsController } from './use-comments';
import { useCommentsTranslation } from './messages';

/** The list, the composer and what ties them (replying, announcing) for one post. */
export interface CommentsSection {
  media: Media;
  viewer: Viewer | null;
  comments: CommentsController;
  composer: CommentComposer;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Text of the polite live region (a comment posted or deleted). */
  announcement: string;
  announce(text: string): void;
  /** Prefills "@username " and focuses the composer. */
  reply(comment: Comment): void;
  focusComposer(): void;
  canDelete(comment: Comment): boolean;
  /** Whether the viewer may write (comments on, not turned off for them). */
  canComment: boolean;
}

/** Wires a post's comment list to its composer. Mount under a key of the post. */
export function useCommentsSection(media: Media): CommentsSection {
  const t = useCommentsTranslation();
  const session = useSession();
  const viewer = session.viewer;
  const comments = useComments(media);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const { add, markDisabled, state } = comments;

  const handlePosted = useCallback(
    (comment: Comment) => {
      add(comment);
      eventBus.emit('comment-added', { mediaId: media.pk, commentCount: state.commentCount + 1 });
      setAnnouncement(t('comments.posted', { username: comment.user.username, text: comment.text }));
    },
    [add, media.pk, state.commentCount, t],
  );

  const composer = useCommentComposer({ postId: media.pk, onPosted: handlePosted, onCommentsDisabled: markDisabled });
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

  return {
    media,
    viewer,
    comments,
    composer,
    inputRef,
    announcement,
    announce: setAnnouncement,
    reply,
    focusComposer,
    canDelete,
    canComment: !!viewer && !state.commentsDisabled && !state.commentingDisabledForViewer,
  };
}
