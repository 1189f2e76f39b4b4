import { useId, useState } from 'react';
import { eventBus, muteUser, requestToast, unmuteUser, type Profile } from 'shared-contracts';
import { useProfileTranslation } from '../../i18n/messages';
import { Dialog, DialogBody } from '../dialog/Dialog';
import { relationshipStore } from '../relationship/relationship-store';
import { selectMuteCalls, type MuteOptions } from './mute-calls';
import * as styles from './MuteDialog.module.css';
import * as buttons from '../relationship/Buttons.module.css';

/** Runs the calls a choice needs: mute for options turned on, unmute for those turned off (spec 5). */
async function applyMute(userId: string, current: MuteOptions, chosen: MuteOptions): Promise<MuteOptions> {
  const calls = selectMuteCalls(current, chosen);
  let options = current;
  if (calls.mute) options = (await muteUser(userId, calls.mute)).mute_options ?? { ...options, ...calls.mute };
  if (calls.unmute) {
    const result = await unmuteUser(userId, calls.unmute);
    options = result.mute_options ?? {
      posts: calls.unmute.posts ? false : options.posts,
      story: calls.unmute.story ? false : options.story,
    };
  }
  return options;
}

/**
 * Mute a user's posts and/or story. Saving calls only what changed; success announces the new
 * options (the feed drops muted posts at once) and a toast; failure a generic error toast.
 */
export function MuteDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const t = useProfileTranslation();
  const current: MuteOptions = profile.mute_options ?? {
    posts: profile.friendship_status?.muting ?? false,
    story: false,
  };
  const [chosen, setChosen] = useState<MuteOptions>(current);
  const [saving, setSaving] = useState(false);
  const postsId = useId();
  const storyId = useId();

  const handleSave = (): void => {
    setSaving(true);
    applyMute(profile.id, current, chosen).then(
      (options) => {
        relationshipStore.change(profile.id, { muting: options.posts });
        eventBus.emit('mute-changed', { userId: profile.id, posts: options.posts, story: options.story });
        const changed = options.posts !== current.posts || options.story !== current.story;
        if (changed)
          requestToast({
            message: t(options.posts || options.story ? 'profile.toast.muted' : 'profile.toast.unmuted', {
              username: profile.username,
            }),
          });
        onClose();
      },
      () => {
        requestToast({ message: t('profile.genericError') });
        onClose();
      },
    );
  };

  return (
    <Dialog title={t('profile.mute.title', { username: profile.username })} onClose={onClose} testId="mute-dialog">
      <DialogBody>
        <p>{t('profile.mute.body')}</p>
      </DialogBody>
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
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {t('profile.cancel')}
        </button>
        <button
          type="button"
          className={buttons.primary}
          onClick={handleSave}
          disabled={saving}
          data-testid="mute-save"
        >
          {t('profile.save')}
        </button>
      </div>
    </Dialog>
  );
}
