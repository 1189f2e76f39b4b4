import { useState } from 'react';
import { useNavigate } from 'react-router';
import { profilePath } from 'shared-contracts';
import { LoadingState, RetryPanel } from 'shared-ui';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { EditProfileForm } from '../edit-profile/EditProfileForm';
import { SettingsLayout } from './SettingsLayout';
import { useOwnProfile } from './use-own-profile';

/**
 * /accounts/edit/ (docs/behaviour/settings.md#edit-profile): the profile edit form of the profile's
 * dialog, as a page. Cancel returns to the profile; after a save the form starts again from the
 * saved profile.
 */
export default function EditProfileScreen() {
  const t = useSettingsTranslation();
  const navigate = useNavigate();
  const profile = useOwnProfile();
  const [saves, setSaves] = useState(0);
  return (
    <SettingsLayout section="edit">
      {profile.isPending ? (
        <LoadingState label={t('settings.loading')} />
      ) : !profile.data ? (
        <RetryPanel message={t('settings.error')} onRetry={() => void profile.refetch()} />
      ) : (
        <EditProfileForm
          key={saves}
          profile={profile.data}
          onCancel={() => navigate(profilePath(profile.data!.username))}
          onSaved={() => setSaves((count) => count + 1)}
        />
      )}
    </SettingsLayout>
  );
}
