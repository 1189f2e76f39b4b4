import type { RefObject } from 'react';
import { ModalDialog, dialogButtonClass, dialogDangerClass } from './ModalDialog';
import { useCommentsTranslation } from './messages';

/** "Delete comment?" with Delete and Cancel; Cancel has the focus, Escape cancels. */
export function DeleteCommentDialog({
  onConfirm,
  onCancel,
  returnFocus,
}: {
  onConfirm: () => void;
  onCancel: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useCommentsTranslation();
  return (
    <ModalDialog
      alert
      title={t('comments.deleteTitle')}
      description={<p>{t('comments.deleteBody')}</p>}
      onClose={onCancel}
      returnFocus={returnFocus}
      testId="delete-comment-dialog"
    >
      <button type="button" className={dialogDangerClass} onClick={onConfirm}>
        {t('comments.delete')}
      </button>
      <button type="button" className={dialogButtonClass} onClick={onCancel} data-autofocus>
        {t('comments.cancel')}
      </button>
    </ModalDialog>
  );
}
