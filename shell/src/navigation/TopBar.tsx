import { Link } from 'react-router';
import { SHELL_PATHS } from 'shared-contracts';
import { buttonClassName, LogoIcon } from 'shared-contracts/ui';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './TopBar.module.css';

/** The logged-out top bar: logo home, then log-in and sign-up buttons. */
export function TopBar() {
  const t = useShellTranslation();
  return (
    <header className={styles.topBar} data-testid="top-bar">
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={t('app.name')}>
          <LogoIcon className={styles.glyph} />
          <span>{t('app.name')}</span>
        </Link>
        <div className={styles.actions}>
          <Link to={`${SHELL_PATHS.login}?source=desktop_nav`} className={buttonClassName()}>
            {t('topbar.login')}
          </Link>
          <Link to={SHELL_PATHS.emailSignup} className={`${buttonClassName({ variant: 'text' })} ${styles.signup}`}>
            {t('topbar.signup')}
          </Link>
        </div>
      </div>
    </header>
  );
}
