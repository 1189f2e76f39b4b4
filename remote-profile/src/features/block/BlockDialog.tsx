import { useReducer } from 'react';
import {
  blockUser,
  eventBus,
  isApiError,
  requestToast,
  SUPERVISION_BLOCK_REFUSAL,
  unblockUser,
  type Profile,
} from 'shared-contracts';
import { useProfileTranslation } from '../../i18n/messages';
import { Dialog, DialogBody, Menu, MenuButton, MenuExternalLink } from '../dialog/Dialog';
import { relationshipStore } from '../relationship/relationship-store';
import { blockDialogReducer, initialBlockState, reloadsOnClose } from './block-flow';

/** Where the remove-supervision dialog sends the viewer (an external page, opened in a new tab). */
export const FAMILY_CENTER_URL = 'https://familycenter.lumen.example/';

/** Whether supervision links the viewer and this user (spec 5: then no block either way). */
export function supervisionBetween(profile: Profile): boolean {
  const info = profile.supervision_info;
  return Boolean(info && (info.is_guardian_of_viewer || info.is_supervised_by_viewer));
}

/** Whether a failed block is the server's supervision refusal (403 with its message). */
function isSupervisionRefusal(error: unknown): boolean {
  return isApiError(error, 'forbidden') && error.message === SUPERVISION_BLOCK_REFUSAL;
}

/**
 * Block or unblock (spec 4): confirm, then post-confirm; closing after a block reloads the page
 * (the blocked profile is then page-not-found). Supervision refuses with the remove-supervision
 * message; other failures close with a generic error toast. Unblock ends unblocked either way.
 */
export function BlockDialog({
  profile,
  mode,
  onClose,
  reload = () => window.location.reload(),
}: {
  profile: Profile;
  mode: 'block' | 'unblock';
  onClose: () => void;
  reload?: () => void;
}) {
  const t = useProfileTranslation();
  const [state, dispatch] = useReducer(blockDialogReducer, initialBlockState(mode, supervisionBetween(profile)));
  const name = { username: profile.username };

  const close = (): void => {
    if (reloadsOnClose(state)) reload();
    else onClose();
  };

  const handleConfirm = (): void => {
    dispatch({ type: 'confirmed' });
    if (mode === 'block') {
      blockUser(profile.id).then(
        (result) => {
          relationshipStore.change(profile.id, { ...result.friendship_status, blocking: true });
          eventBus.emit('block-changed', { userId: profile.id, blocking: true });
          requestToast({ message: t('profile.toast.blocked', name) });
          dispatch({ type: 'succeeded' });
        },
        (error: unknown) => {
          const supervision = isSupervisionRefusal(error);
          dispatch({ type: 'failed', supervision });
          if (!supervision) {
            requestToast({ message: t('profile.genericError') });
            onClose();
          }
        },
      );
      return;
    }
    const finish = (): void => {
      // Spec 4: success and failure both end unblocked.
      relationshipStore.change(profile.id, { blocking: false });
      eventBus.emit('block-changed', { userId: profile.id, blocking: false });
      requestToast({ message: t('profile.toast.unblocked', name) });
      dispatch({ type: 'succeeded' });
      onClose();
    };
    unblockUser(profile.id).then(finish, finish);
  };

  if (state.step === 'supervision') {
    return (
      <Dialog title={t('profile.block.supervisionTitle')} onClose={close} testId="supervision-dialog">
        <DialogBody>
          <p>{t('profile.block.supervisionBody')}</p>
        </DialogBody>
        <Menu>
          <MenuExternalLink href={FAMILY_CENTER_URL} testId="family-center-link">
            {t('profile.block.familyCenter')}
          </MenuExternalLink>
          <MenuButton onClick={close}>{t('profile.close')}</MenuButton>
        </Menu>
      </Dialog>
    );
  }

  if (state.step === 'post-confirm') {
    return (
      <Dialog title={t('profile.block.doneTitle', name)} onClose={close} testId="block-done-dialog">
        <DialogBody>
          <p>{t('profile.block.doneBody')}</p>
        </DialogBody>
        <Menu>
          <MenuButton onClick={close} testId="block-done-close">
            {t('profile.close')}
          </MenuButton>
        </Menu>
      </Dialog>
    );
  }

  const working = state.step === 'working';
  const blocking = mode === 'block';
  return (
    <Dialog
      title={t(blocking ? 'profile.block.confirmTitle' : 'profile.unblock.confirmTitle', name)}
      onClose={close}
      testId="block-dialog"
    >
      <DialogBody>
        <p>{t(blocking ? 'profile.block.confirmBody' : 'profile.unblock.confirmBody', name)}</p>
      </DialogBody>
      <Menu>
        <MenuButton danger onClick={handleConfirm} disabled={working} testId="block-confirm">
          {t(blocking ? 'profile.options.block' : 'profile.options.unblock')}
        </MenuButton>
        <MenuButton onClick={close} disabled={working}>
          {t('profile.cancel')}
        </MenuButton>
      </Menu>
    </Dialog>
  );
}
