import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import { isApiError, NO_FRIENDSHIP, type Profile } from 'shared-contracts';
import { eventBus, requestToast } from 'shared-contracts/bus';
import { SUPERVISION_BLOCK_REFUSAL } from 'shared-client';
import { announceFriendshipStatus, getFriendshipStatus, useBlockMutation } from 'shared-client/queries';
import { useProfileTranslation } from '../../i18n/messages';
import { blockDialogReducer, initialBlockState, reloadsOnClose, type BlockDialogState } from './block-flow';

/** Whether supervision links the viewer and this user (then no block: docs/behaviour/relationships.md#supervision). */
export function supervisionBetween(profile: Profile): boolean {
  const info = profile.supervision_info;
  return Boolean(info && (info.is_guardian_of_viewer || info.is_supervised_by_viewer));
}

/** Whether a failed block is the server's supervision refusal (403 with its message). */
function isSupervisionRefusal(error: unknown): boolean {
  return isApiError(error, 'forbidden') && error.message === SUPERVISION_BLOCK_REFUSAL;
}

/**
 * The block dialog's flow (block-flow.ts) over the block mutation: `confirm` makes the call and
 * moves the dialog on; `close` reloads the page after a block
 * (docs/behaviour/relationships.md#the-block-dialog) or just closes. Toasts follow a block and an
 * unblock; other failures close with a generic error toast.
 */
export function useBlockFlow(
  profile: Profile,
  mode: 'block' | 'unblock',
  { onClose, reload }: { onClose: () => void; reload: () => void },
): { state: BlockDialogState; confirm: () => void; close: () => void } {
  const t = useProfileTranslation();
  const client = useQueryClient();
  const mutation = useBlockMutation(profile.id);
  const [state, dispatch] = useReducer(blockDialogReducer, initialBlockState(mode, supervisionBetween(profile)));
  const name = { username: profile.username };

  const close = (): void => {
    if (reloadsOnClose(state)) reload();
    else onClose();
  };

  const block = (): void => {
    mutation.mutateAsync({ block: true }).then(
      () => {
        requestToast({ message: t('profile.toast.blocked', name) });
        dispatch({ type: 'succeeded' });
      },
      (error: unknown) => {
        const supervision = isSupervisionRefusal(error);
        dispatch({ type: 'failed', supervision });
        if (supervision) return;
        requestToast({ message: t('profile.genericError') });
        onClose();
      },
    );
  };

  const unblock = (): void => {
    const finish = (): void => {
      requestToast({ message: t('profile.toast.unblocked', name) });
      dispatch({ type: 'succeeded' });
      onClose();
    };
    mutation.mutateAsync({ block: false }).then(finish, () => {
      // A failed unblock ends unblocked too (docs/behaviour/relationships.md#unblock); the mutation
      // announced nothing, so announce it here.
      const known = getFriendshipStatus(client, profile.id) ?? profile.friendship_status ?? NO_FRIENDSHIP;
      announceFriendshipStatus(client, profile.id, { ...known, blocking: false });
      eventBus.emit('block-changed', { userId: profile.id, blocking: false });
      finish();
    });
  };

  const confirm = (): void => {
    dispatch({ type: 'confirmed' });
    if (mode === 'block') block();
    else unblock();
  };

  return { state, confirm, close };
}
