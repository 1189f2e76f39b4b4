import type { Profile } from 'shared-contracts';
import { ActionButton, ActionLink, AlertDialog } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { useBlockFlow } from './use-block-flow';

/** Where the remove-supervision dialog sends the viewer (an external page, opened in a new tab). */
export const FAMILY_CENTER_URL = 'https://familycenter.lumen.example/';

/**
 * Block or unblock (docs/behaviour/relationships.md#the-block-dialog): confirm, then post-confirm;
 * closing after a block reloads the page (the blocker then sees the header with Unblock and nothing
 * else). Supervision refuses with the remove-supervision message; other failures close with a
 * generic error toast. Unblock ends unblocked either way.
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
  const { state, confirm, close } = useBlockFlow(profile, mode, { onClose, reload });
  const name = { username: profile.username };

  // Each step is a dialog of its own (a key each), so focus moves to the new step's choices.
  if (state.step === 'supervision') {
    return (
      <AlertDialog
        key="supervision"
        title={t('profile.block.supervisionTitle')}
        description={t('profile.block.supervisionBody')}
        onCancel={close}
        testId="supervision-dialog"
      >
        <ActionLink href={FAMILY_CENTER_URL} external tone="primary" testId="family-center-link">
          {t('profile.block.familyCenter')}
        </ActionLink>
        <ActionButton onClick={close} autoFocusOnOpen>
          {t('profile.close')}
        </ActionButton>
      </AlertDialog>
    );
  }

  if (state.step === 'post-confirm') {
    return (
      <AlertDialog
        key="done"
        title={t('profile.block.doneTitle', name)}
        description={t('profile.block.doneBody')}
        onCancel={close}
        testId="block-done-dialog"
      >
        <ActionButton onClick={close} autoFocusOnOpen testId="block-done-close">
          {t('profile.close')}
        </ActionButton>
      </AlertDialog>
    );
  }

  const working = state.step === 'working';
  const blocking = mode === 'block';
  return (
    <AlertDialog
      key="confirm"
      title={t(blocking ? 'profile.block.confirmTitle' : 'profile.unblock.confirmTitle', name)}
      description={t(blocking ? 'profile.block.confirmBody' : 'profile.unblock.confirmBody', name)}
      // While the call is under way the answer decides what comes next: nothing dismisses it.
      onCancel={working ? undefined : close}
      busy={working}
      testId="block-dialog"
    >
      <ActionButton tone={blocking ? 'danger' : 'primary'} onClick={confirm} disabled={working} testId="block-confirm">
        {t(blocking ? 'profile.options.block' : 'profile.options.unblock')}
      </ActionButton>
      <ActionButton onClick={close} disabled={working} autoFocusOnOpen>
        {t('profile.cancel')}
      </ActionButton>
    </AlertDialog>
  );
}
