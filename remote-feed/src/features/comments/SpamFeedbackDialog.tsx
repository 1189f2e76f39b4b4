import type { RefObject } from 'react';
import type { SpamFeedback } from 'shared-contracts';
import { ActionButton, ActionLink, ActionList, Dialog } from 'shared-ui';
import { useCommentsTranslation } from './messages';

/**
 * The feedback dialog of a comment refused as spam (docs/behaviour/comments.md#failures): the
 * answer's own title and message, its appeal label as a link to its feedback URL, and OK. Every
 * text but OK comes from the server. It informs rather than asks, so it is a dialog, not an
 * alertdialog. The feedback URL is a page of the product (docs/routes.md#help-pages), so it is
 * opened on the page's origin, not the API's.
 */
export function SpamFeedbackDialog({
  feedback,
  onClose,
  returnFocus,
}: {
  feedback: SpamFeedback;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useCommentsTranslation();
  return (
    <Dialog
      heading="prominent"
      title={feedback.feedback_title}
      description={feedback.feedback_message}
      onClose={onClose}
      returnFocus={returnFocus}
      testId="spam-feedback-dialog"
    >
      <ActionList>
        <ActionLink tone="primary" href={feedback.feedback_url} external>
          {feedback.feedback_appeal_label}
        </ActionLink>
        <ActionButton autoFocusOnOpen onClick={onClose}>
          {t('spam.ok')}
        </ActionButton>
      </ActionList>
    </Dialog>
  );
}
