import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { SETTINGS_PATHS } from 'shared-contracts';
import { MEDIA_QUERIES, useMediaQuery } from 'shared-ui';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { SettingsNav } from './SettingsNav';

/**
 * /accounts/settings/ (docs/behaviour/settings.md#navigation): below 768 px the list of settings
 * sections as a page; on a wider screen the list is beside every section, so this opens the
 * first one, the profile edit.
 */
export default function SettingsIndexScreen() {
  const t = useSettingsTranslation();
  const compact = useMediaQuery(MEDIA_QUERIES.phone);
  const title = t('settings.documentTitle', { section: t('settings.title') });
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (!compact) return <Navigate to={SETTINGS_PATHS.edit} replace />;
  return (
    <main data-testid="settings-index">
      <SettingsNav asPage />
    </main>
  );
}
