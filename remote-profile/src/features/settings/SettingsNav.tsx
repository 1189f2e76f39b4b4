import { NavLink } from 'react-router';
import { eventBus } from 'shared-contracts/bus';
import { ChevronIcon } from 'shared-ui';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { SETTINGS_SECTIONS } from './settings-sections';
import * as styles from './Settings.module.css';

/** The list of settings sections: a column beside the page on a wide screen, a page of its own on a phone. */
export function SettingsNav({ asPage = false }: { asPage?: boolean }) {
  const t = useSettingsTranslation();
  return (
    <nav className={asPage ? styles.navPage : styles.nav} aria-label={t('settings.nav')} data-testid="settings-nav">
      {asPage ? (
        <h1 className={styles.navTitle}>{t('settings.title')}</h1>
      ) : (
        <h2 className={styles.navTitle}>{t('settings.title')}</h2>
      )}
      <ul className={styles.list}>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.id}>
            <NavLink
              to={section.path}
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink)}
              data-testid={`settings-link-${section.id}`}
            >
              <span>{t(section.label)}</span>
              {asPage && <ChevronIcon direction="right" size={16} className={styles.navChevron} />}
            </NavLink>
          </li>
        ))}
        <li>
          {/* Reopens the cookie dialog over this page (docs/behaviour/consent.md#changing-the-choice). */}
          <button
            type="button"
            className={`${styles.navLink} ${styles.navButton}`}
            onClick={() => eventBus.emit('consent-dialog-requested', {})}
            data-testid="settings-link-cookies"
          >
            <span>{t('settings.section.cookies')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
