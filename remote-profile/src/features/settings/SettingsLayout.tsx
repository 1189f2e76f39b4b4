import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SETTINGS_PATHS } from 'shared-contracts';
import { BackIcon, MEDIA_QUERIES, useMediaQuery } from 'shared-ui';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { settingsSection, type SettingsSection } from './settings-sections';
import { SettingsNav } from './SettingsNav';
import * as styles from './Settings.module.css';

/**
 * A settings page (docs/behaviour/settings.md#navigation): on a wide screen the list of sections
 * on the left and the section beside it; below 768 px the section alone under a bar whose back
 * arrow returns to the list of sections. Sets the document title to the section's name.
 */
export function SettingsLayout({ section, children }: { section: SettingsSection['id']; children: ReactNode }) {
  const t = useSettingsTranslation();
  const compact = useMediaQuery(MEDIA_QUERIES.phone);
  const name = t(settingsSection(section).label);
  useEffect(() => {
    document.title = t('settings.documentTitle', { section: name });
  }, [t, name]);
  return (
    <div className={styles.layout} data-testid="settings-layout" data-section={section}>
      {!compact && <SettingsNav />}
      <main className={styles.content}>
        <header className={styles.header}>
          {compact && (
            <Link
              to={SETTINGS_PATHS.index}
              className={styles.back}
              aria-label={t('settings.back')}
              title={t('settings.back')}
              data-testid="settings-back"
            >
              <BackIcon />
            </Link>
          )}
          <h1 className={styles.title}>{name}</h1>
        </header>
        {children}
      </main>
    </div>
  );
}
