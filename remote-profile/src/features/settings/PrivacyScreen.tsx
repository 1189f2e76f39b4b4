import { requestToast } from 'shared-contracts/bus';
import { LoadingState, RetryPanel } from 'shared-ui';
import { usePresenceDisabledQuery, useSetPresenceDisabledMutation } from 'shared-client/settings';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { useSaveProfile } from '../edit-profile/use-save-profile';
import { SwitchList, SwitchOption } from '../switch-option/SwitchOption';
import { SettingsLayout } from './SettingsLayout';
import { useOwnProfile } from './use-own-profile';

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
        <SwitchList>
          <SwitchOption
            label={t('settings.privacy.private')}
            hint={t('settings.privacy.privateHint')}
            checked={profile.data?.is_private ?? false}
            disabled={saving}
            onChange={(checked) => save({ is_private: checked })}
            testId="settings-private"
          />
          <SwitchOption
            label={t('settings.privacy.activity')}
            hint={t('settings.privacy.activityHint')}
            checked={presence.data ? !presence.data.disabled : true}
            disabled={setPresence.isPending}
            onChange={(checked) =>
              setPresence.mutate(!checked, {
                onError: () => requestToast({ message: t('settings.genericError') }),
              })
            }
            testId="settings-activity"
          />
        </SwitchList>
      )}
    </SettingsLayout>
  );
}
