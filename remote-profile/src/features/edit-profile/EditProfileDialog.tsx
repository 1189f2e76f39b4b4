import { useId, useState, type FormEvent } from 'react';
import { editProfile, eventBus, isApiError, requestToast, sessionStore, type Profile } from 'shared-contracts';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';
import { Dialog } from '../dialog/Dialog';
import {
  EDIT_LIMITS,
  editFromForm,
  formFromProfile,
  validateEditForm,
  type EditProfileErrors,
  type EditProfileForm,
} from './edit-profile-form';
import * as styles from './EditProfileDialog.module.css';
import * as buttons from '../relationship/Buttons.module.css';
import * as switches from '../mute/MuteDialog.module.css';

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
 * The owner's profile edit: name, username (checked as the server checks it; "taken" comes from
 * the server), bio, up to 5 links, the private switch, and the picture (handed to remote-create
 * over the bus). Saving sends only what changed; the server applies all of it or nothing.
 */
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
  const [initial] = useState(() => formFromProfile(profile));
  const [form, setForm] = useState<EditProfileForm>(initial);
  const [errors, setErrors] = useState<ShownErrors>({});
  const [saving, setSaving] = useState(false);
  const ids = { name: useId(), username: useId(), bio: useId(), privacy: useId(), links: useId() };
  const errorText = (field: keyof ShownErrors): string | null => {
    const reason = errors[field];
    const key = reason ? ERROR_KEYS[`${field}:${reason}`] : undefined;
    return key ? t(key) : null;
  };

  const handleSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const found = validateEditForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const edit = editFromForm(initial, form);
    if (!edit) {
      onClose();
      return;
    }
    setSaving(true);
    editProfile(edit).then(
      ({ user }) => {
        eventBus.emit('profile-edited', {
          userId: user.id,
          username: user.username,
          fullName: user.full_name,
          isPrivate: user.is_private,
        });
        // The shell's navigation links to the viewer's profile by username: keep the session's
        // viewer in step (same pk, so no session-changed is announced and nothing resets).
        const session = sessionStore.getState();
        if (session.viewer?.pk === user.pk)
          sessionStore.setSession({
            ...session.viewer,
            username: user.username,
            full_name: user.full_name,
            is_private: user.is_private,
          });
        requestToast({ message: t('profile.edit.saved') });
        onSaved(user);
      },
      (error: unknown) => {
        setSaving(false);
        if (isApiError(error, 'username_taken')) setErrors({ username: 'taken' });
        else if (
          isApiError(error, 'validation_failed') &&
          error.body &&
          typeof error.body === 'object' &&
          'fields' in error.body
        )
          setErrors({ username: 'invalid' });
        else requestToast({ message: t('profile.genericError') });
      },
    );
  };

  const setLink = (index: number, patch: Partial<EditProfileForm['links'][number]>): void =>
    setForm({ ...form, links: form.links.map((link, i) => (i === index ? { ...link, ...patch } : link)) });

  return (
    <Dialog title={t('profile.edit.title')} onClose={onClose} testId="edit-profile-dialog" wide>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <button
          type="button"
          className={`${buttons.secondary} ${styles.photo}`}
          onClick={() => eventBus.emit('create:open-profile-picture', { userId: profile.id })}
          data-testid="change-profile-photo"
        >
          {t('profile.edit.photo')}
        </button>

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

        <fieldset className={styles.links} aria-describedby={errors.links ? `${ids.links}-error` : undefined}>
          <legend className={styles.label}>{t('profile.edit.links')}</legend>
          {form.links.map((link, index) => (
            <div key={index} className={styles.linkRow}>
              <input
                className={styles.input}
                value={link.title}
                placeholder={t('profile.edit.linkTitle')}
                aria-label={t('profile.edit.linkTitleLabel', { number: index + 1 })}
                onChange={(event) => setLink(index, { title: event.target.value })}
              />
              <input
                className={styles.input}
                value={link.url}
                placeholder={t('profile.edit.linkUrl')}
                aria-label={t('profile.edit.linkUrlLabel', { number: index + 1 })}
                inputMode="url"
                onChange={(event) => setLink(index, { url: event.target.value })}
                data-testid="edit-link-url"
              />
              <button
                type="button"
                className={`${buttons.secondary} ${buttons.compact}`}
                onClick={() => setForm({ ...form, links: form.links.filter((_, i) => i !== index) })}
                aria-label={t('profile.edit.removeLink', { number: index + 1 })}
              >
                {t('profile.list.remove')}
              </button>
            </div>
          ))}
          {form.links.length < EDIT_LIMITS.links && (
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.compact}`}
              onClick={() => setForm({ ...form, links: [...form.links, { title: '', url: '' }] })}
              data-testid="edit-add-link"
            >
              {t('profile.edit.addLink')}
            </button>
          )}
          {errorText('links') && (
            <p id={`${ids.links}-error`} className={styles.error}>
              {errorText('links')}
            </p>
          )}
        </fieldset>

        <label className={switches.option} htmlFor={ids.privacy}>
          <span>
            <span className={styles.switchTitle}>{t('profile.edit.private')}</span>
            <span className={styles.hint}>{t('profile.edit.privateHint')}</span>
          </span>
          <input
            id={ids.privacy}
            type="checkbox"
            role="switch"
            className={switches.switch}
            checked={form.isPrivate}
            onChange={(event) => setForm({ ...form, isPrivate: event.target.checked })}
            data-testid="edit-private"
          />
        </label>

        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('profile.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={saving} data-testid="edit-submit">
            {t('profile.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
