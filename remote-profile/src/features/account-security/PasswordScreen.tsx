import { useId, useRef, useState, type FormEvent } from 'react';
import { requestToast } from 'shared-contracts/bus';
import { useSession } from 'shared-client';
import { Button } from 'shared-ui';
import { useSecurityTranslation } from '../../i18n/security-messages';
import { SettingsLayout } from '../settings/SettingsLayout';
import { useChangePassword, type PasswordChange } from './account-security-api';
import { checkPasswordForm, passwordErrorsOf, type PasswordErrors, type PasswordField } from './password-form';
import * as settingsStyles from '../settings/Settings.module.css';
import * as styles from '../edit-profile/EditProfileDialog.module.css';
import * as passwordStyles from './PasswordScreen.module.css';

const EMPTY: PasswordChange = { old_password: '', new_password1: '', new_password2: '' };
const FIELDS: ReadonlyArray<[PasswordField, 'current' | 'new' | 'confirm', string]> = [
  ['old_password', 'current', 'current-password'],
  ['new_password1', 'new', 'new-password'],
  ['new_password2', 'confirm', 'new-password'],
];

/**
 * /accounts/password/change/ (docs/behaviour/accounts.md#changing-the-password): the current
 * password and the new one twice. A field at fault has its message tied to it and the first one
 * takes the focus; a change logs out every other session and this page stays.
 */
export default function PasswordScreen() {
  const t = useSecurityTranslation();
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const inputs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});
  const change = useChangePassword();
  const username = useSession().viewer?.username ?? '';

  const showErrors = (found: PasswordErrors) => {
    setErrors(found);
    const first = FIELDS.find(([field]) => found[field]);
    if (first) inputs.current[first[0]]?.focus();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = checkPasswordForm(form);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    change.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        requestToast({ message: t('security.password.changed') });
      },
      onError: (error) => showErrors(passwordErrorsOf(error)),
    });
  };

  return (
    <SettingsLayout section="password">
      <p className={settingsStyles.intro}>{t('security.password.intro')}</p>
      <form className={passwordStyles.form} onSubmit={handleSubmit} noValidate data-testid="password-form">
        {/* For password managers: whose password this is (it is not sent). */}
        <input type="text" autoComplete="username" value={username} readOnly hidden />
        {FIELDS.map(([field, label, autoComplete]) => {
          const error = errors[field];
          return (
            <div key={field} className={passwordStyles.field}>
              <label className={styles.label} htmlFor={`${id}-${field}`}>
                {t(`security.password.${label}`)}
              </label>
              <input
                ref={(input) => {
                  inputs.current[field] = input;
                }}
                id={`${id}-${field}`}
                className={styles.input}
                type="password"
                autoComplete={autoComplete}
                value={form[field]}
                onChange={(event) => {
                  setForm((current) => ({ ...current, [field]: event.target.value }));
                  setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
                }}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
                data-testid={`password-${label}`}
              />
              {error && (
                <p id={`${id}-${field}-error`} className={styles.error}>
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
        <div className={styles.actions}>
          <Button type="submit" busy={change.isPending} data-testid="password-submit">
            {t('security.password.submit')}
          </Button>
        </div>
        {errors.form && (
          <p className={styles.error} role="alert" data-testid="password-form-error">
            {t(errors.form)}
          </p>
        )}
      </form>
    </SettingsLayout>
  );
}
