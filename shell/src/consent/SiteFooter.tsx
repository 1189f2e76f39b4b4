import { Link } from 'react-router';
import { eventBus } from 'shared-contracts/bus';
import { useSession } from 'shared-client';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './SiteFooter.module.css';

/**
 * The page's footer: the cookie policy and "Cookie settings", which reopens the cookie dialog to
 * change the choice (docs/behaviour/consent.md#changing-the-choice).
 */
export function SiteFooter() {
  const t = useShellTranslation();
  const withNav = useSession().status === 'authenticated';
  return (
    <footer className={withNav ? styles.footerBesideNav : styles.footer} aria-label={t('footer.label')}>
      <Link to="/legal/cookies/">{t('footer.cookiePolicy')}</Link>
      <button type="button" onClick={() => eventBus.emit('consent-dialog-requested', {})}>
        {t('footer.cookieSettings')}
      </button>
    </footer>
  );
}
