import { useId } from 'react';
import { requestToast } from 'shared-contracts';
import { usePresenceDisabledQuery, useSetPresenceDisabledMutation } from 'shared-contracts/queries';
import { LoadingState, RetryPanel } from 'shared-contracts/ui';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { useSaveProfile } from '../edit-profile/use-save-profile';
import * as switches from '../mute/MuteDialog.module.css';
import { SettingsLayout } from './SettingsLayout';
import { useOwnProfile } from './use-own-profile';
import * as styles from './Settings.module.css';

/**
 * /accounts/privacy_and_security/ (docs/behaviour/settings.md#privacy-and-security): the private
 * account switch (saved as a profile edit, so the profile everywhere follows) and the activity
 * status switch. Each switch saves at once and holds still while saving.
 */
export default function PrivacyScreen() {
  const t = useSettingsTranslation();
  const profile = useOwnProfile();
  const presence = usePresenceDisabledQuery();
  const setPresence = useSetPresenceDisabledMutation();
  const { save, saving } = useSaveProfile({
    // The save's own toast confirms; the cached profile (and so the switch) follows the answer.
    onSaved: () => undefined,
    onRefused: () => requestToast({ message: t('settings.genericError') }),
  });
  const ids = { privacy: useId(), activity: useId() };

  const loading = profile.isPending || presence.isPending;
  const failed = !loading && (!profile.data || presence.isError);
  return (
    <SettingsLayout section="privacy">
      {loading ? (
        <LoadingState label={t('settings.loading')} />
      ) : failed ? (
        <RetryPanel
          message={t('settings.error')}
          onRetry={() => {
            void profile.refetch();
            void presence.refetch();
          }}
        />
      ) : (
        <div className={switches.options}>
          <label className={switches.option} htmlFor={ids.privacy}>
            <span>
              <span className={styles.switchTitle}>{t('settings.privacy.private')}</span>
              <span className={styles.hint}>{t('settings.privacy.privateHint')}</span>
            </span>
            <input
              id={ids.privacy}
              type="checkbox"
              role="switch"
              className={switches.switch}
              checked={profile.data?.is_private ?? false}
              disabled={saving}
              onChange={(event) => save({ is_private: event.target.checked })}
              data-testid="settings-private"
            />
          </label>
          <label className={switches.option} htmlFor={ids.activity}>
            <span>
              <span className={styles.switchTitle}>{t('settings.privacy.activity')}</span>
              <span className={styles.hint}>{t('settings.privacy.activityHint')}</span>
            </span>
            <input
              id={ids.activity}
              type="checkbox"
              role="switch"
              className={switches.switch}
              checked={presence.data ? !presence.data.disabled : true}
              disabled={setPresence.isPending}
              onChange={(event) =>
                setPresence.mutate(!event.target.checked, {
                  onError: () => requestToast({ message: t('settings.genericError') }),
                })
              }
              data-testid="settings-activity"
            />
          </label>
        </div>
      )}
    </SettingsLayout>
  );
}
