import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { commentLengthState } from 'shared-contracts';
import { CloseIcon } from 'shared-ui';
import { SpamFeedbackDialog } from './SpamFeedbackDialog';
import type { CommentsSection } from './use-comments-section';
import { useCommentsTranslation } from './messages';
import * as styles from './Comments.module.css';

/**
 * Writes a comment or a reply. Post is enabled once the draft has text; while a comment is sent
 * the field is read-only (it keeps the focus) and Post is disabled; a counter appears near the
 * length limit. Enter posts, Shift+Enter breaks the line, and an IME composition is left alone.
 */
export function CommentComposer({ section }: { section: CommentsSection }) {
  const t = useCommentsTranslation();
  const counterId = useId();
  const { composer, inputRef } = section;
  const { state } = composer;
  const sending = state.phase === 'commit-requested';
  const length = commentLengthState(state.draft);
  const canPost = length.canSend && !sending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!canPost) return;
    // The Post button is about to be disabled; keep the focus in the field, not lost on the body.
    inputRef.current?.focus();
    composer.submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canPost) composer.submit();
  };

  return (
    <form className={styles.composer} onSubmit={handleSubmit} data-testid="comment-composer" aria-busy={sending}>
      {state.replyTo && !sending && (
        <div className={styles.replying} data-testid="replying-to">
          <span>{t('composer.replyingTo', { username: state.replyTo.username })}</span>
          <button
            type="button"
            className={styles.cancelReply}
            onClick={composer.cancelReply}
            aria-label={t('composer.cancelReply')}
          >
            <CloseIcon size={14} />
          </button>
        </div>
      )}
      <div className={styles.composerRow}>
        <textarea
          ref={inputRef}
          className={styles.input}
          value={state.draft}
          onChange={(event) => composer.change(event.target.value)}
          onKeyDown={handleKeyDown}
          readOnly={sending}
          aria-label={t('composer.label')}
          aria-describedby={length.showCounter ? counterId : undefined}
          placeholder={t('composer.label')}
          rows={1}
          autoComplete="off"
          data-testid="comment-input"
        />
        <button type="submit" className={styles.post} disabled={!canPost} data-testid="comment-post">
          {sending ? t('composer.posting') : t('composer.post')}
        </button>
      </div>
      {length.showCounter && (
        <p
          id={counterId}
          className={length.remaining < 0 ? `${styles.counter} ${styles.counterOver}` : styles.counter}
          data-testid="comment-counter"
        >
          {length.remaining < 0
            ? t('composer.overLimit', { count: -length.remaining })
            : t('composer.remaining', { count: length.remaining })}
        </p>
      )}
      {state.phase === 'failed' && state.failure?.kind === 'spam' && (
        <SpamFeedbackDialog
          feedback={state.failure.feedback}
          onClose={composer.dismissFailure}
          returnFocus={inputRef}
        />
      )}
    </form>
  );
}
