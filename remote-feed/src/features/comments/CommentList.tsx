import { useRef, useState } from 'react';
import type { Comment } from 'shared-contracts';
import { repliedToIdToSend } from './composer-state';
import { CommentThread } from './CommentThread';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { PendingCommentRow } from './PendingCommentRow';
import type { CommentsSection } from './use-comments-section';
import { useCommentsTranslation } from './messages';
import * as styles from './Comments.module.css';

/** Placeholder rows while the first page loads, the size of real ones. */
export function CommentSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeletonRow}>
          <span className={styles.skeletonAvatar} />
          <span className={styles.skeletonLines}>
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLineShort} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** A post's comments: threads, paging, the pending comment, delete with confirm, a live region. */
export function CommentList({ section }: { section: CommentsSection }) {
  const t = useCommentsTranslation();
  const { state } = section.comments;
  const [confirming, setConfirming] = useState<Comment | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Where the focus goes when the dialog closes: back to the Delete button on cancel (the
  // default), to the list once the comment and its button are gone.
  const returnFocus = useRef<HTMLElement | null>(null);
  const { phase, pending } = section.composer.state;
  const sending = phase === 'commit-requested' ? pending : null;
  const pendingThread = sending ? repliedToIdToSend(sending) : null;

  const handleConfirmDelete = async (): Promise<void> => {
    if (!confirming) return;
    const comment = confirming;
    returnFocus.current = listRef.current;
    setConfirming(null);
    if (await section.comments.remove(comment)) section.announce(t('comments.deleted'));
  };

  let body;
  if (state.commentsDisabled) {
    body = (
      <p className={styles.disabledNote} data-testid="comments-disabled">
        {t('composer.disabled')}
      </p>
    );
  } else if (state.status === 'loading') {
    body = (
      <div aria-busy="true">
        <span className="lm-visually-hidden">{t('comments.loading')}</span>
        <CommentSkeleton />
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <div className={styles.listError} role="alert">
        <p>{t('comments.loadError')}</p>
        <button type="button" className={styles.textButton} onClick={section.comments.retry}>
          {t('comments.retry')}
        </button>
      </div>
    );
  } else if (state.topLevel.length === 0 && !sending) {
    body = (
      <div className={styles.empty} data-testid="comments-empty">
        <p className={styles.emptyTitle}>{t('comments.empty')}</p>
        {section.canComment && <p>{t('comments.emptyHint')}</p>}
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('comments.heading')} data-testid="comment-list">
          {sending && pendingThread === null && section.viewer && (
            <li className={styles.item}>
              <PendingCommentRow pending={sending} viewer={section.viewer} />
            </li>
          )}
          {state.topLevel.map((pk) => {
            const comment = state.byPk[pk];
            if (!comment) return null;
            return (
              <CommentThread
                key={pk}
                section={section}
                comment={comment}
                pendingReply={pendingThread === pk ? sending : null}
                onDelete={(target) => {
                  returnFocus.current = null;
                  setConfirming(target);
                }}
              />
            );
          })}
        </ul>
        {state.hasMore && (
          <button
            type="button"
            className={styles.loadMore}
            onClick={section.comments.loadMore}
            disabled={state.moreStatus === 'loading'}
            data-testid="load-more-comments"
          >
            {state.moreStatus === 'loading' ? t('comments.loadingMore') : t('comments.loadMore')}
          </button>
        )}
        {state.moreStatus === 'error' && (
          <p className={styles.inlineError} role="alert">
            {t('comments.loadError')}
          </p>
        )}
      </>
    );
  }

  return (
    <div className={styles.section} ref={listRef} tabIndex={-1} data-testid="comments">
      <h2 className="lm-visually-hidden">{t('comments.heading')}</h2>
      {body}
      <div className="lm-visually-hidden" role="status" aria-live="polite" data-testid="comments-live">
        {section.announcement}
      </div>
      {confirming && (
        <DeleteCommentDialog
          onConfirm={() => void handleConfirmDelete()}
          onCancel={() => setConfirming(null)}
          returnFocus={returnFocus}
        />
      )}
    </div>
  );
}
