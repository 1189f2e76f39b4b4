import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SHELL_PATHS, type SignUpInput } from 'shared-contracts';
import { accountErrorKey, createAccount } from './session-actions';
import { Button, LocaleSelect } from 'shared-contracts/ui';
import { useShellTranslation } from '../i18n/use-shell-translation';
import type { ShellMessageKey } from '../i18n/messages';
import * as styles from './AuthCard.module.css';

const FIELDS: Array<{ name: keyof SignUpInput; label: ShellMessageKey; type: string; autoComplete: string }> = [
  { name: 'email', label: 'signup.email', type: 'email', autoComplete: 'email' },
  { name: 'full_name', label: 'signup.fullName', type: 'text', autoComplete: 'name' },
  { name: 'username', label: 'signup.username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'signup.password', type: 'password', autoComplete: 'new-password' },
];

/** The email sign-up form; a new account is logged in and lands on the home feed. */
export function SignUpPage() {
  const t = useShellTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignUpInput>({ email: '', full_name: '', username: '', password: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ShellMessageKey | null>(null);

  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await createAccount(values);
      navigate('/', { replace: true });
    } catch (failure) {
      setError(accountErrorKey(failure));
      setPending(false);
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={handleSubmit} aria-labelledby="signup-title">
        <h1 className={styles.brand} id="signup-title">
          {t('app.name')}
        </h1>
        <p className={styles.tagline}>{t('signup.tagline')}</p>
        {FIELDS.map((field) => (
          <label className={styles.field} key={field.name}>
            <span className="lm-visually-hidden">{t(field.label)}</span>
            <input
              className={styles.input}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={t(field.label)}
              minLength={field.name === 'password' ? 8 : undefined}
              value={values[field.name]}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              required={field.name !== 'full_name'}
            />
          </label>
        ))}
        <Button type="submit" fullWidth className={styles.submit} disabled={pending}>
          {t('signup.submit')}
        </Button>
        {error && (
          <p className={styles.error} role="alert">
            {t(error)}
          </p>
        )}
      </form>
      <p className={styles.switch}>
        {t('signup.haveAccount')} <Link to={SHELL_PATHS.login}>{t('signup.loginLink')}</Link>
      </p>
      <LocaleSelect testId="language-switcher" />
    </main>
  );
}
