import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SHELL_PATHS } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { accountErrorKey } from './session-actions';
import { logIn } from './log-in';
import { Button, LocaleSelect, useLocale } from 'shared-ui';
import { suspensionMessage, type SuspensionMessage } from './suspended-login';
import { useShellTranslation } from '../i18n/use-shell-translation';
import type { ShellMessageKey } from '../i18n/messages';
import * as styles from './AuthCard.module.css';
import { ForgotPasswordLink } from './recovery/ForgotPasswordLink';

// The checkpoint's code and strings load only for an account with a second factor.
const TwoFactorCheckpoint = lazy(() =>
  import('./two-factor/TwoFactorCheckpoint').then((m) => ({ default: m.TwoFactorCheckpoint })),
);

/** Only same-site relative paths are followed after login (no open redirects). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** The log-in form (username or email, password). */
export function LoginPage() {
  const t = useShellTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ShellMessageKey | null>(null);
  const [suspended, setSuspended] = useState<SuspensionMessage | null>(null);
  const locale = useLocale();
  const [challenge, setChallenge] = useState<string | null>(null);

  const loggedIn = ({ deletionCancelled }: { deletionCancelled: boolean }): void => {
    if (deletionCancelled) requestToast({ message: t('login.deletionCancelled') });
    navigate(safeNext(params.get('next')), { replace: true });
  };

  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setSuspended(null);
    try {
      const result = await logIn(username, password);
      if (result.twoFactorChallenge) {
        setPending(false);
        setChallenge(result.twoFactorChallenge);
      } else loggedIn(result);
    } catch (failure) {
      setError(accountErrorKey(failure));
      setSuspended(suspensionMessage(failure, locale));
      setPending(false);
    }
  };

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorCheckpoint challenge={challenge} onLoggedIn={loggedIn} onRestart={() => setChallenge(null)} />
      </Suspense>
    );
  }

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={handleSubmit} aria-labelledby="login-title">
        <h1 className={styles.brand} id="login-title">
          {t('app.name')}
        </h1>
        <p className={styles.tagline}>{t('login.tagline')}</p>
        <label className={styles.field}>
          <span className="lm-visually-hidden">{t('login.username')}</span>
          <input
            className={styles.input}
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            placeholder={t('login.username')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <label className={styles.field}>
          <span className="lm-visually-hidden">{t('login.password')}</span>
          <input
            className={styles.input}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t('login.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        <Button type="submit" fullWidth className={styles.submit} disabled={pending || !username || !password}>
          {t('login.submit')}
        </Button>
        {error && (
          <p className={styles.error} role="alert">
            {suspended ? t(suspended.key, suspended.values) : t(error)}
          </p>
        )}
        <ForgotPasswordLink />
      </form>
      <p className={styles.switch}>
        {t('login.noAccount')} <Link to={SHELL_PATHS.emailSignup}>{t('login.signupLink')}</Link>
      </p>
      <LocaleSelect testId="language-switcher" />
    </main>
  );
}
