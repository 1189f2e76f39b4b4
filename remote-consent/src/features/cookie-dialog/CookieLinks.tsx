import { useConsentTranslation } from '../../i18n/messages';
import * as styles from './CookieDialog.module.css';

/** Industry opt-out pages for interest-based advertising, by region (docs/behaviour/consent.md#what-it-offers). */
export const OPT_OUT_PAGES = [
  { key: 'links.optOut.us', href: 'https://optout.aboutads.info/' },
  { key: 'links.optOut.canada', href: 'https://youradchoices.ca/' },
  { key: 'links.optOut.europe', href: 'https://www.youronlinechoices.eu/' },
] as const;

/** Our cookie policy, the list of other companies' cookies on it, and the opt-out pages. */
export function CookieLinks() {
  const t = useConsentTranslation();
  return (
    <nav className={styles.links} aria-label={t('links.label')}>
      <ul>
        <li>
          <a href="/legal/cookies/" target="_blank" rel="noopener">
            {t('links.policy')}
          </a>
        </li>
        <li>
          <a href="/legal/cookies/#other-companies" target="_blank" rel="noopener">
            {t('links.otherCompanies')}
          </a>
        </li>
        {OPT_OUT_PAGES.map((page) => (
          <li key={page.key}>
            <a href={page.href} target="_blank" rel="noopener noreferrer">
              {t(page.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
