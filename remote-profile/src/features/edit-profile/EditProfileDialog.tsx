import { useState } from 'react';
import type { Profile } from 'shared-contracts';
import { Dialog } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { EditProfileForm } from './EditProfileForm';

/** The owner's profile edit in a dialog over the profile (the form is shared with /accounts/edit/). */
export function EditProfileDialog({
  profile,
  onClose,
  onSaved,
}: {
  profile: Profile;
  onClose: () => void;
  onSaved: (user: Profile) => void;
}) {
  const t = useProfileTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      title={t('profile.edit.title')}
      onClose={onClose}
      size="medium"
      // A full screen below 768 px: the × in the bar is the way out there (no backdrop to click).
      placement="fill"
      closeButton
      busy={saving}
      testId="edit-profile-dialog"
    >
      <EditProfileForm profile={profile} onCancel={onClose} onSaved={onSaved} onSavingChange={setSaving} />
    </Dialog>
  );
}
