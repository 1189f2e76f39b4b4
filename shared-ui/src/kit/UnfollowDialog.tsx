import { ActionButton } from './ActionList.js';
import { AlertDialog } from './AlertDialog.js';
import { useKitTranslation } from './messages.js';

/**
 * "Unfollow {username}?" before leaving a private account, whose posts then need a new, approved
 * request (docs/behaviour/relationships.md#unfollow). Every follow button that can unfollow a
 * private account (profile, Following menu, feed) asks with this one dialog. Unfollow is the
 * danger choice; Cancel, Escape and the backdrop keep the follow.
 */
export function UnfollowDialog({
  username,
  onConfirm,
  onCancel,
}: {
  username: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useKitTranslation();
  return (
    <AlertDialog
      title={t('kit.unfollow.title', { username })}
      description={t('kit.unfollow.private', { username })}
      onCancel={onCancel}
      testId="unfollow-dialog"
    >
      <ActionButton tone="danger" onClick={onConfirm} testId="confirm-unfollow">
        {t('kit.unfollow.confirm')}
      </ActionButton>
      <ActionButton onClick={onCancel} autoFocusOnOpen>
        {t('kit.cancel')}
      </ActionButton>
    </AlertDialog>
  );
}
