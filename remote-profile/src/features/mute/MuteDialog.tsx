import { useState } from 'react';
import { type Profile } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useMuteMutation } from 'shared-client/queries';
import { Button, Dialog } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { applyMuteChoice, type MuteOptions } from './mute-calls';
import { SwitchList, SwitchOption } from '../switch-option/SwitchOption';

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
      <SwitchList>
        <SwitchOption
          label={t('profile.mute.posts')}
          checked={chosen.posts}
          onChange={(posts) => setChosen({ ...chosen, posts })}
        />
        <SwitchOption
          label={t('profile.mute.story')}
          checked={chosen.story}
          onChange={(story) => setChosen({ ...chosen, story })}
        />
      </SwitchList>
      {/* The kit's dialog foot (shared-ui tokens.css). */}
      <div className="lm-dialog-actions">
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
