import { ActionButton, AlertDialog } from 'shared-ui';
import { useCommentsTranslation } from './messages';

/** "Delete comment?" with Delete and Cancel; Cancel has the focus, Escape and the backdrop cancel. */
export function DeleteCommentDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const t = useCommentsTranslation();
  return (
    <AlertDialog
      title={t('comments.deleteTitle')}
      description={t('comments.deleteBody')}
      onCancel={onCancel}
      testId="delete-comment-dialog"
    >
      <ActionButton tone="danger" onClick={onConfirm}>
        {t('comments.delete')}
      </ActionButton>
      <ActionButton autoFocusOnOpen onClick={onCancel}>
        {t('comments.cancel')}
      </ActionButton>
    </AlertDialog>
  );
}
