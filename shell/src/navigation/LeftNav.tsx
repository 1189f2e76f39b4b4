import { Link } from 'react-router';
import type { Viewer } from 'shared-contracts';
import { LocaleSelect, LogoIcon, LogoutIcon } from 'shared-contracts/ui';
import { navItemsFor } from './nav-items';
import { NavEntry } from './NavEntry';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './Nav.module.css';

/** Desktop navigation (768 px and wider): icons, with labels from 1264 px. */
export function LeftNav({ viewer, onLogout }: { viewer: Viewer; onLogout: () => void }) {
  const t = useShellTranslation();
  return (
    <nav className={styles.leftNav} aria-label={t('nav.main')} data-testid="left-nav">
      <Link to="/" className={styles.logo} aria-label={t('app.name')}>
        <LogoIcon className={styles.logoGlyph} />
        <span className={styles.wordmark}>{t('app.name')}</span>
      </Link>
      <div className={styles.items}>
        {navItemsFor(viewer).map((item) => (
          <NavEntry key={item.id} item={item} viewer={viewer} />
        ))}
      </div>
      <div className={styles.footer}>
        <div className={styles.language}>
          <LocaleSelect testId="language-switcher" />
        </div>
        <button type="button" className={styles.item} onClick={onLogout} title={t('nav.logout')} data-nav="logout">
          <LogoutIcon className={styles.icon} />
          <span className={styles.label}>{t('nav.logout')}</span>
        </button>
      </div>
    </nav>
  );
}
