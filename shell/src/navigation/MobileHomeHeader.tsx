import { Link } from 'react-router';
import type { Viewer } from 'shared-contracts';
import { LocaleSelect, LogoIcon } from 'shared-ui';
import { navItemsFor } from './nav-items';
import { NavEntry } from './NavEntry';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './MobileHomeHeader.module.css';

/**
 * The home page's header below 768 px, where the left navigation (with its logo and language
 * select) is hidden: the logo, a link to the home page, the language select and Notifications, the
 * heart with its badge leading to the activity page, which the bottom bar has no room for
 * (docs/routes.md#the-mobile-home-header, docs/behaviour/activity.md#the-screens). Hidden from
 * 768 px by its style sheet.
 */
export function MobileHomeHeader({ viewer }: { viewer: Viewer }) {
  const t = useShellTranslation();
  const activity = navItemsFor(viewer).find((item) => item.id === 'notifications');
  return (
    <header className={styles.header} data-testid="mobile-home-header">
      <Link to="/" className={styles.logo} aria-label={t('app.name')}>
        <LogoIcon className={styles.glyph} />
        <span aria-hidden="true">{t('app.name')}</span>
      </Link>
      <div className={styles.end}>
        <LocaleSelect withIcon testId="mobile-language-switcher" />
        {activity && <NavEntry item={activity} viewer={viewer} />}
      </div>
    </header>
  );
}
