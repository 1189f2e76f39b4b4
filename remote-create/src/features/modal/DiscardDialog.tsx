import { ActionButton, AlertDialog } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';

/** "Discard post?" with Discard and Cancel; Escape and the backdrop cancel, Cancel has the focus. */
export function DiscardDialog({ onDiscard, onCancel }: { onDiscard: () => void; onCancel: () => void }) {
  const t = useCreateTranslation();
  return (
    <AlertDialog title={t('discard.title')} description={t('discard.body')} onCancel={onCancel} testId="discard-dialog">
      <ActionButton tone="danger" onClick={onDiscard}>
        {t('discard.confirm')}
      </ActionButton>
      <ActionButton autoFocusOnOpen onClick={onCancel}>
        {t('discard.cancel')}
      </ActionButton>
    </AlertDialog>
  );
}
