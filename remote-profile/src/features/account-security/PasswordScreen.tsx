import { useId, type FormEvent } from 'react';
import { requestToast } from 'shared-contracts/bus';
import { useSession } from 'shared-client';
import { Button } from 'shared-ui';
import { useSecurityTranslation, type SecurityMessageKey } from '../../i18n/security-messages';
import { SettingsLayout } from '../settings/SettingsLayout';
import { useChangePassword, type PasswordChange } from './account-security-api';
import { checkPasswordForm, passwordErrorsOf, type PasswordField } from './password-form';
import { LabelledField } from './LabelledField';
import { useFieldForm } from './use-field-form';
import * as settingsStyles from '../settings/Settings.module.css';
import * as styles from '../edit-profile/EditProfileDialog.module.css';
import * as passwordStyles from './PasswordScreen.module.css';

const EMPTY: PasswordChange = { old_password: '', new_password1: '', new_password2: '' };
const FIELDS: ReadonlyArray<[PasswordField, 'current' | 'new' | 'confirm', string]> = [
  ['old_password', 'current', 'current-password'],
  ['new_password1', 'new', 'new-password'],
  ['new_password2', 'confirm', 'new-password'],
];
const ORDER = FIELDS.map(([field]) => field);

/**
 * /accounts/password/change/ (docs/behaviour/accounts.md#changing-the-password): the current
 * password and the new one twice. A field at fault has its message tied to it and the first one
 * takes the focus; a change logs out every other session and this page stays.
 */
export default function PasswordScreen() {
  const t = useSecurityTranslation();
  const id = useId();
  const { form, errors, setErrors, showErrors, bind, reset } = useFieldForm<PasswordField, SecurityMessageKey>(
    EMPTY,
    ORDER,
  );
  const change = useChangePassword();
  const username = useSession().viewer?.username ?? '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = checkPasswordForm(form);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    change.mutate(form, {
      onSuccess: () => {
        reset();
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
        {FIELDS.map(([field, label, autoComplete]) => (
          <LabelledField
            key={field}
            {...bind(field)}
            id={`${id}-${field}`}
            label={t(`security.password.${label}`)}
            error={errors[field] ? t(errors[field]) : null}
            type="password"
            autoComplete={autoComplete}
            data-testid={`password-${label}`}
          />
        ))}
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
