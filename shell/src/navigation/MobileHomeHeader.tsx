import { Link } from 'react-router';
import { LocaleSelect, LogoIcon } from 'shared-ui';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './MobileHomeHeader.module.css';

/**
 * The home page's header below 768 px, where the left navigation (with its logo and language
 * select) is hidden: the logo, a link to the home page, and the language select
 * (docs/routes.md#the-mobile-home-header). Hidden from 768 px by its style sheet.
 */
export function MobileHomeHeader() {
  const t = useShellTranslation();
  return (
    <header className={styles.header} data-testid="mobile-home-header">
      <Link to="/" className={styles.logo} aria-label={t('app.name')}>
        <LogoIcon className={styles.glyph} />
        <span aria-hidden="true">{t('app.name')}</span>
      </Link>
      <LocaleSelect withIcon testId="mobile-language-switcher" />
    </header>
  );
}
