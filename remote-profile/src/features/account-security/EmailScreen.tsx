import { useId, type FormEvent } from 'react';
import { requestToast } from 'shared-contracts/bus';
import { Button, LoadingState, RetryPanel } from 'shared-ui';
import { useEmailTranslation, type EmailMessageKey } from '../../i18n/email-messages';
import { SettingsLayout } from '../settings/SettingsLayout';
import { LabelledField } from './LabelledField';
import { useFieldForm } from './use-field-form';
import {
  checkEmailForm,
  emailErrorsOf,
  useChangeEmail,
  useEmailStatus,
  useResendConfirmation,
  type EmailChange,
} from './email-api';
import * as settingsStyles from '../settings/Settings.module.css';
import * as formStyles from '../edit-profile/EditProfileDialog.module.css';
import * as passwordStyles from './PasswordScreen.module.css';
import * as styles from './EmailScreen.module.css';

const EMPTY: EmailChange = { email: '', password: '' };
const FIELDS: ReadonlyArray<[keyof EmailChange, 'new' | 'password', string, string]> = [
  ['email', 'new', 'email', 'email'],
  ['password', 'password', 'password', 'current-password'],
];
const ORDER = FIELDS.map(([field]) => field);

/**
 * /accounts/email/ (docs/behaviour/accounts.md#email-address): the account's address, confirmed or
 * not (then "Resend confirmation link"), a change waiting for confirmation, and the change form
 * (the new address and the current password). The address changes only once the new one is confirmed.
 */
export default function EmailScreen() {
  const t = useEmailTranslation();
  const id = useId();
  const status = useEmailStatus();
  const resend = useResendConfirmation();
  const change = useChangeEmail();
  const { form, errors, setErrors, showErrors, bind, reset } = useFieldForm<keyof EmailChange, EmailMessageKey>(
    EMPTY,
    ORDER,
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = checkEmailForm(form, status.data?.email ?? null);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    const email = form.email.trim();
    change.mutate(
      { ...form, email },
      {
        onSuccess: () => {
          reset();
          requestToast({ message: t('email.change.sent', { email }) });
        },
        onError: (error) => showErrors(emailErrorsOf(error)),
      },
    );
  };
  const handleResend = (email: string) =>
    resend.mutate(undefined, {
      onSuccess: () => requestToast({ message: t('email.resent', { email }) }),
      onError: (error) => requestToast({ message: t(emailErrorsOf(error).form ?? 'email.error.failed') }),
    });

  if (status.isPending || status.isError) {
    return (
      <SettingsLayout section="email">
        {status.isPending ? (
          <LoadingState label={t('email.current')} />
        ) : (
          <RetryPanel message={t('email.loadFailed')} onRetry={() => void status.refetch()} />
        )}
      </SettingsLayout>
    );
  }
  const { email, confirmed, pending_email: pendingEmail } = status.data;
  return (
    <SettingsLayout section="email">
      <p className={settingsStyles.intro}>{t('email.intro')}</p>
      <p className={styles.address} data-testid="email-address">
        <span>{email ?? t('email.none')}</span>
        {email && <span className={styles.state}>{t(confirmed ? 'email.confirmed' : 'email.notConfirmed')}</span>}
      </p>
      {email && !confirmed && (
        <div className={settingsStyles.buttonRow}>
          <Button variant="secondary" size="small" busy={resend.isPending} onClick={() => handleResend(email)}>
            {t('email.resend')}
          </Button>
        </div>
      )}
      {pendingEmail && (
        <p className={styles.pending} data-testid="email-pending">
          {t('email.pending', { email: pendingEmail })}
        </p>
      )}
      <h2 className={settingsStyles.subheading}>{t('email.change.title')}</h2>
      <form className={passwordStyles.form} onSubmit={handleSubmit} noValidate data-testid="email-form">
        {FIELDS.map(([field, label, type, autoComplete]) => (
          <LabelledField
            key={field}
            {...bind(field)}
            id={`${id}-${field}`}
            label={t(`email.change.${label}`)}
            error={errors[field] ? t(errors[field]) : null}
            type={type}
            autoComplete={autoComplete}
          />
        ))}
        <div className={formStyles.actions}>
          <Button type="submit" busy={change.isPending}>
            {t('email.change.submit')}
          </Button>
        </div>
        {errors.form && (
          <p className={formStyles.error} role="alert">
            {t(errors.form)}
          </p>
        )}
      </form>
    </SettingsLayout>
  );
}
