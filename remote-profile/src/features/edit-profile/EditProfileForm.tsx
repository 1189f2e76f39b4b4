import { useEffect, useId, useState, type FormEvent } from 'react';
import { type Profile } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { Button } from 'shared-ui';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';
import {
  EDIT_LIMITS,
  editFromForm,
  formFromProfile,
  validateEditForm,
  type EditProfileErrors,
  type EditProfileForm as EditFormValues,
} from './edit-profile-form';
import { EditLinksFieldset } from './EditLinksFieldset';
import { useSaveProfile } from './use-save-profile';
import * as styles from './EditProfileDialog.module.css';
import { SwitchOption } from '../switch-option/SwitchOption';

const ERROR_KEYS: Record<string, ProfileMessageKey> = {
  'username:invalid': 'profile.edit.usernameInvalid',
  'username:taken': 'profile.edit.usernameTaken',
  'fullName:too-long': 'profile.edit.nameTooLong',
  'biography:too-long': 'profile.edit.bioTooLong',
  'links:too-many': 'profile.edit.linksTooMany',
  'links:invalid-url': 'profile.edit.linkInvalid',
  'links:title-too-long': 'profile.edit.linkTitleTooLong',
};

type ShownErrors = Omit<EditProfileErrors, 'username'> & { username?: 'invalid' | 'taken' };

/**
 * The owner's profile edit form, in the edit dialog and on /accounts/edit/
 * (docs/behaviour/settings.md#edit-profile): name, username (checked as the server checks it;
 * "taken" comes from the server), bio, up to 5 links, the private switch, and the picture (handed
 * to remote-create over the bus). Saving sends only what changed; the server applies all of it or
 * nothing. `onSavingChange` tells a surrounding dialog to hold still while a save runs.
 */
export function EditProfileForm({
  profile,
  onCancel,
  onSaved,
  onSavingChange,
}: {
  profile: Profile;
  onCancel: () => void;
  onSaved: (user: Profile) => void;
  onSavingChange?: (saving: boolean) => void;
}) {
  const t = useProfileTranslation();
  const [initial] = useState(() => formFromProfile(profile));
  const [form, setForm] = useState<EditFormValues>(initial);
  const [errors, setErrors] = useState<ShownErrors>({});
  const ids = { name: useId(), username: useId(), bio: useId() };
  const errorText = (field: keyof ShownErrors): string | null => {
    const reason = errors[field];
    const key = reason ? ERROR_KEYS[`${field}:${reason}`] : undefined;
    return key ? t(key) : null;
  };

  const { save, saving } = useSaveProfile({
    onSaved,
    onRefused: (username) => setErrors({ username }),
  });
  useEffect(() => {
    onSavingChange?.(saving);
  }, [saving, onSavingChange]);

  const handleSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const found = validateEditForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const edit = editFromForm(initial, form);
    if (edit) save(edit);
    else onCancel();
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <Button
        variant="secondary"
        className={styles.photo}
        onClick={() => eventBus.emit('create:open-profile-picture', { userId: profile.id })}
        data-testid="change-profile-photo"
      >
        {t('profile.edit.photo')}
      </Button>

      <label className={styles.label} htmlFor={ids.name}>
        {t('profile.edit.name')}
      </label>
      <input
        id={ids.name}
        className={styles.input}
        value={form.fullName}
        maxLength={EDIT_LIMITS.fullName + 10}
        onChange={(event) => setForm({ ...form, fullName: event.target.value })}
        aria-invalid={Boolean(errors.fullName)}
        aria-describedby={errors.fullName ? `${ids.name}-error` : undefined}
      />
      {errorText('fullName') && (
        <p id={`${ids.name}-error`} className={styles.error}>
          {errorText('fullName')}
        </p>
      )}

      <label className={styles.label} htmlFor={ids.username}>
        {t('profile.edit.username')}
      </label>
      <input
        id={ids.username}
        className={styles.input}
        value={form.username}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => setForm({ ...form, username: event.target.value })}
        aria-invalid={Boolean(errors.username)}
        aria-describedby={errors.username ? `${ids.username}-error` : undefined}
        data-testid="edit-username"
      />
      {errorText('username') && (
        <p id={`${ids.username}-error`} className={styles.error} role="alert" data-testid="edit-username-error">
          {errorText('username')}
        </p>
      )}

      <label className={styles.label} htmlFor={ids.bio}>
        {t('profile.edit.bio')}
      </label>
      <textarea
        id={ids.bio}
        className={styles.textarea}
        value={form.biography}
        rows={3}
        onChange={(event) => setForm({ ...form, biography: event.target.value })}
        aria-invalid={Boolean(errors.biography)}
        aria-describedby={`${ids.bio}-count`}
        data-testid="edit-bio"
      />
      <p id={`${ids.bio}-count`} className={styles.hint}>
        {Array.from(form.biography).length} / {EDIT_LIMITS.biography}
      </p>
      {errorText('biography') && <p className={styles.error}>{errorText('biography')}</p>}

      <EditLinksFieldset
        links={form.links}
        onChange={(links) => setForm({ ...form, links })}
        error={errorText('links')}
      />

      <SwitchOption
        label={t('profile.edit.private')}
        hint={t('profile.edit.privateHint')}
        checked={form.isPrivate}
        onChange={(isPrivate) => setForm({ ...form, isPrivate })}
        testId="edit-private"
      />

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" busy={saving} data-testid="edit-submit">
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
