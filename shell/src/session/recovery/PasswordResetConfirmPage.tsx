import { useRef, useState, type FormEvent, type Ref } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SHELL_PATHS } from 'shared-contracts';
import { Button, LocaleSelect, useTranslator } from 'shared-ui';
import * as card from '../AuthCard.module.css';
import * as styles from './Recovery.module.css';
import { recoveryCatalogs, type RecoveryMessageKey } from './recovery-messages';
import { confirmPasswordReset } from './recovery-api';
import { useRecoverySend } from './use-recovery-send';

/** The refusal of each field before sending, as the server's rule says (shared-contracts' limits). */
function fieldErrors(password1: string, password2: string): Partial<Record<1 | 2, RecoveryMessageKey>> {
  if (password1.length < PASSWORD_MIN_LENGTH || password1.length > PASSWORD_MAX_LENGTH)
    return { 1: 'recovery.passwordLength' };
  if (password1 !== password2) return { 2: 'recovery.passwordMismatch' };
  return {};
}

/** One of the two new password fields, its message (when there is one) under it and tied to it. */
function NewPasswordField({
  which,
  label,
  error,
  ref,
  value,
  onChange,
}: {
  which: 1 | 2;
  label: string;
  error: string | null;
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `reset-password${which}`;
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        className={card.input}
        type="password"
        name={`new_password${which}`}
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span className={card.fieldError} id={`${id}-error`}>
          {error}
        </span>
      )}
    </>
  );
}

/**
 * A reset link's page (/accounts/password/reset/confirm/?token=…): a new password, twice. Setting
 * it ends every session of the account, this browser's too, so the person logs in afresh
 * (docs/behaviour/accounts.md#password-reset).
 */
export function PasswordResetConfirmPage() {
  const t = useTranslator(recoveryCatalogs);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password1, setPassword1] = useState('');
  const [password2, setPassword2] = useState('');
  const [fields, setFields] = useState<Partial<Record<1 | 2, RecoveryMessageKey>>>({});
  const { pending, done, error, setError, doneRef, send } = useRecoverySend(token ? null : 'recovery.linkInvalid');
  const firstRef = useRef<HTMLInputElement>(null);
  const secondRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const refused = fieldErrors(password1, password2);
    setFields(refused);
    setError(null);
    if (refused[1]) return firstRef.current?.focus();
    if (refused[2]) return secondRef.current?.focus();
    await send(() => confirmPasswordReset(token, password1, password2));
  };

  const invalidLink = error === 'recovery.linkInvalid';
  return (
    <main className={card.page}>
      <form
        className={card.card}
        onSubmit={handleSubmit}
        aria-labelledby="reset-confirm-title"
        data-testid="password-reset-confirm"
        noValidate
      >
        <h1 className={styles.title} id="reset-confirm-title">
          {t('recovery.confirm.title')}
        </h1>
        {done ? (
          <>
            <p className={styles.status} role="status" tabIndex={-1} ref={doneRef}>
              {t('recovery.confirm.done')}
            </p>
            {/* A whole page load: the session this browser had ended with the change. */}
            <a className={styles.next} href={SHELL_PATHS.login}>
              {t('recovery.confirm.login')}
            </a>
          </>
        ) : invalidLink ? null : (
          <>
            <p className={card.tagline}>{t('recovery.confirm.intro')}</p>
            <NewPasswordField
              which={1}
              label={t('recovery.confirm.password1')}
              error={fields[1] ? t(fields[1]) : null}
              ref={firstRef}
              value={password1}
              onChange={setPassword1}
            />
            <NewPasswordField
              which={2}
              label={t('recovery.confirm.password2')}
              error={fields[2] ? t(fields[2]) : null}
              ref={secondRef}
              value={password2}
              onChange={setPassword2}
            />
            <Button type="submit" fullWidth className={card.submit} disabled={pending || !password1 || !password2}>
              {t('recovery.confirm.submit')}
            </Button>
          </>
        )}
        {error && (
          <p className={card.error} role="alert">
            {t(error)}
          </p>
        )}
        {invalidLink && (
          <Link className={styles.next} to={SHELL_PATHS.passwordReset}>
            {t('recovery.requestNew')}
          </Link>
        )}
      </form>
      <p className={card.switch}>
        <Link to={SHELL_PATHS.login}>{t('recovery.backToLogin')}</Link>
      </p>
      <LocaleSelect testId="language-switcher" />
    </main>
  );
}
