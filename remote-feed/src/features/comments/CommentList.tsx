import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type Comment } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useDeleteCommentMutation } from 'shared-client/queries';
import { Button, EmptyState, RetryPanel } from 'shared-ui';
import { repliedToIdToSend } from './composer-state';
import { CommentThread } from './CommentThread';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { PendingCommentRow } from './PendingCommentRow';
import type { CommentsSection } from './use-comments-section';
import { useCommentsTranslation } from './messages';
import * as styles from './Comments.module.css';

// The report dialog loads only when someone opens it (docs/behaviour/moderation.md#reporting).
const ReportDialog = lazy(() => import('shared-client/report').then((m) => ({ default: m.ReportDialog })));

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

/**
 * Where the focus goes once the delete confirmation has closed: the dialog gives it back to the
 * Delete button on cancel; after a confirm that button is about to go, so the list takes it.
 */
function useFocusAfterConfirm(confirming: Comment | null) {
  const listRef = useRef<HTMLDivElement>(null);
  const confirmed = useRef(false);
  useEffect(() => {
    if (confirming || !confirmed.current) return;
    confirmed.current = false;
    listRef.current?.focus();
  }, [confirming]);
  return { listRef, markConfirmed: () => (confirmed.current = true) };
}

/** A post's comments: threads, paging, the pending comment, delete with confirm, a live region. */
export function CommentList({ section }: { section: CommentsSection }) {
  const t = useCommentsTranslation();
  const { list } = section;
  const view = list.view;
  const [confirming, setConfirming] = useState<Comment | null>(null);
  const [reporting, setReporting] = useState<Comment | null>(null);
  const { listRef, markConfirmed } = useFocusAfterConfirm(confirming);
  const { mutateAsync: deleteComment } = useDeleteCommentMutation(section.media.pk);
  const { phase, pending } = section.composer.state;
  const sending = phase === 'commit-requested' ? pending : null;
  const pendingThread = sending ? repliedToIdToSend(sending) : null;

  const handleConfirmDelete = async (): Promise<void> => {
    if (!confirming) return;
    const comment = confirming;
    markConfirmed();
    setConfirming(null);
    try {
      await deleteComment(comment);
      section.announce(t('comments.deleted'));
    } catch {
      requestToast({ message: t('comments.deleteFailed') });
    }
  };

  let body;
  if (section.commentsDisabled) {
    body = (
      <p className={styles.disabledNote} data-testid="comments-disabled">
        {t('composer.disabled')}
      </p>
    );
  } else if (list.status === 'error') {
    body = <RetryPanel message={t('comments.loadError')} onRetry={list.retry} />;
  } else if (!view) {
    body = (
      <div aria-busy="true">
        <span className="lm-visually-hidden">{t('comments.loading')}</span>
        <CommentSkeleton />
      </div>
    );
  } else if (view.comments.length === 0 && !sending) {
    body = (
      <EmptyState
        compact
        headingLevel={3}
        title={t('comments.empty')}
        body={section.canComment ? t('comments.emptyHint') : undefined}
        testId="comments-empty"
      />
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
          {view.comments.map((comment) => (
            <CommentThread
              key={comment.pk}
              section={section}
              comment={comment}
              pendingReply={pendingThread === comment.pk ? sending : null}
              handlers={{ onDelete: setConfirming, onReport: setReporting }}
            />
          ))}
        </ul>
        {list.hasMore && (
          <div className={styles.loadMore}>
            <Button
              variant="secondary"
              size="small"
              onClick={list.loadMore}
              busy={list.loadingMore}
              data-testid="load-more-comments"
            >
              {t('comments.loadMore')}
            </Button>
          </div>
        )}
        {list.moreFailed && (
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
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog kind="comment" targetId={reporting.pk} onClose={() => setReporting(null)} />
        </Suspense>
      )}
      {confirming && (
        <DeleteCommentDialog onConfirm={() => void handleConfirmDelete()} onCancel={() => setConfirming(null)} />
      )}
    </div>
  );
}
