import { Link } from 'react-router';
import { SHELL_PATHS } from 'shared-contracts';
import { buttonClassName, IconButton, LogoIcon, MessagesIcon } from 'shared-ui';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { isSignupFirst } from '../visitors/exposure';
import * as styles from './TopBar.module.css';

/**
 * The logged-out top bar: logo home, Messages (which opens the feature wall), then log-in and
 * sign-up buttons in the exposure flag's order (docs/behaviour/logged-out.md#top-bar).
 */
export function TopBar({ onMessages }: { onMessages?: () => void }) {
  const t = useShellTranslation();
  const login = (
    <Link key="login" to={`${SHELL_PATHS.login}?source=desktop_nav`} className={buttonClassName()}>
      {t('topbar.login')}
    </Link>
  );
  const signup = (
    <Link
      key="signup"
      to={SHELL_PATHS.emailSignup}
      className={`${buttonClassName({ variant: 'text' })} ${styles.signup}`}
    >
      {t('topbar.signup')}
    </Link>
  );
  return (
    <header className={styles.topBar} data-testid="top-bar">
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={t('app.name')}>
          <LogoIcon className={styles.glyph} />
          <span>{t('app.name')}</span>
        </Link>
        <div className={styles.actions}>
          {onMessages && (
            <IconButton label={t('nav.messages')} onClick={onMessages} data-testid="visitor-messages">
              <MessagesIcon />
            </IconButton>
          )}
          {isSignupFirst() ? [signup, login] : [login, signup]}
        </div>
      </div>
    </header>
  );
}
