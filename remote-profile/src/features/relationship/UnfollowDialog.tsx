import type { FollowTarget } from 'shared-contracts/queries';
import { ActionButton, AlertDialog } from 'shared-contracts/ui';
import { useProfileTranslation } from '../../i18n/messages';

/**
 * "Unfollow {username}?" before leaving a private account, whose posts then need a new, approved
 * request (docs/behaviour/relationships.md#unfollow). Unfollow is the danger choice; Cancel,
 * Escape and the backdrop keep the follow.
 */
export function UnfollowDialog({
  user,
  onConfirm,
  onCancel,
}: {
  user: FollowTarget & { username: string };
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useProfileTranslation();
  return (
    <AlertDialog
      title={t('profile.unfollow.title', { username: user.username })}
      description={t('profile.unfollow.private', { username: user.username })}
      onCancel={onCancel}
      testId="unfollow-dialog"
    >
      <ActionButton tone="danger" onClick={onConfirm} testId="confirm-unfollow">
        {t('profile.unfollow.confirm')}
      </ActionButton>
      <ActionButton onClick={onCancel} autoFocusOnOpen>
        {t('profile.cancel')}
      </ActionButton>
    </AlertDialog>
  );
}
