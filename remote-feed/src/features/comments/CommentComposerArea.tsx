import { CommentComposer } from './CommentComposer';
import type { CommentsSection } from './use-comments-section';
import { useCommentsTranslation } from './messages';
import * as styles from './Comments.module.css';

/**
 * The composer where the viewer may write; otherwise the closed-comments note when comments are
 * turned off for the post or for this viewer (no composer;
 * docs/behaviour/comments.md#turning-comments-off), or nothing for logged-out visitors (they get
 * the log-in prompt instead).
 */
export function CommentComposerArea({ section }: { section: CommentsSection }) {
  const t = useCommentsTranslation();
  const { commentsDisabled, commentingDisabledForViewer } = section;
  if (!section.viewer || commentsDisabled) return null;
  if (commentingDisabledForViewer) {
    return (
      <p className={styles.disabledNote} data-testid="commenting-disabled">
        {t('composer.disabled')}
      </p>
    );
  }
  return <CommentComposer section={section} />;
}
