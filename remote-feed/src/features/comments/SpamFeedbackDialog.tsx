import type { RefObject } from 'react';
import { apiClient, type SpamFeedback } from 'shared-contracts';
import { ModalDialog, dialogButtonClass, dialogPrimaryClass } from './ModalDialog';
import { useCommentsTranslation } from './messages';

/**
 * The feedback dialog of a comment refused as spam (spec 8): the answer's own title and message,
 * its appeal label as a link to its feedback URL, and OK. Every text but OK comes from the server.
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
    <ModalDialog
      title={feedback.feedback_title}
      description={<p>{feedback.feedback_message}</p>}
      onClose={onClose}
      returnFocus={returnFocus}
      testId="spam-feedback-dialog"
    >
      <a
        className={dialogPrimaryClass}
        href={apiClient.resolveUrl(feedback.feedback_url)}
        target="_blank"
        rel="noopener noreferrer"
        data-feedback-action={feedback.feedback_action}
      >
        {feedback.feedback_appeal_label}
      </a>
      <button type="button" className={dialogButtonClass} onClick={onClose} data-autofocus>
        {t('spam.ok')}
      </button>
    </ModalDialog>
  );
}
