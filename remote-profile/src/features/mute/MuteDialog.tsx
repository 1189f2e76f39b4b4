import { useId, useState } from 'react';
import { requestToast, type Profile } from 'shared-contracts';
import { useMuteMutation } from 'shared-contracts/queries';
import { Button, Dialog } from 'shared-contracts/ui';
import { useProfileTranslation } from '../../i18n/messages';
import { applyMuteChoice, type MuteOptions } from './mute-calls';
import * as styles from './MuteDialog.module.css';

/**
 * Mute a user's posts and/or story. Saving calls only what changed; the mutation announces the new
 * relationship (the feed drops muted posts at once, the profile is read again); a toast says what
 * happened, a failure gives a generic error toast.
 */
export function MuteDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const t = useProfileTranslation();
  const mute = useMuteMutation(profile.id);
  const current: MuteOptions = profile.mute_options ?? {
    posts: profile.friendship_status?.muting ?? false,
    story: false,
  };
  const [chosen, setChosen] = useState<MuteOptions>(current);
  // Two calls may be needed: the dialog is busy until both have answered.
  const [saving, setSaving] = useState(false);
  const postsId = useId();
  const storyId = useId();

  const handleSave = (): void => {
    setSaving(true);
    applyMuteChoice(mute.mutateAsync, current, chosen).then(
      (options) => {
        if (options.posts !== current.posts || options.story !== current.story) {
          const key = options.posts || options.story ? 'profile.toast.muted' : 'profile.toast.unmuted';
          requestToast({ message: t(key, { username: profile.username }) });
        }
        onClose();
      },
      () => {
        requestToast({ message: t('profile.genericError') });
        onClose();
      },
    );
  };

  return (
    <Dialog
      title={t('profile.mute.title', { username: profile.username })}
      description={t('profile.mute.body')}
      onClose={onClose}
      busy={saving}
      testId="mute-dialog"
    >
      <div className={styles.options}>
        <label className={styles.option} htmlFor={postsId}>
          <span>{t('profile.mute.posts')}</span>
          <input
            id={postsId}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={chosen.posts}
            onChange={(event) => setChosen({ ...chosen, posts: event.target.checked })}
          />
        </label>
        <label className={styles.option} htmlFor={storyId}>
          <span>{t('profile.mute.story')}</span>
          <input
            id={storyId}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={chosen.story}
            onChange={(event) => setChosen({ ...chosen, story: event.target.checked })}
          />
        </label>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('profile.cancel')}
        </Button>
        <Button onClick={handleSave} busy={saving} data-testid="mute-save">
          {t('profile.save')}
        </Button>
      </div>
    </Dialog>
  );
}
