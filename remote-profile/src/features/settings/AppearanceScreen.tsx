import { AppearancePicker } from 'shared-client/choices';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { SettingsLayout } from './SettingsLayout';
import * as styles from './ChoiceScreen.module.css';

/**
 * /accounts/appearance/ (docs/behaviour/shell-chrome.md#appearance): light, dark or automatic,
 * the same picker as the More menu's dialog.
 */
export default function AppearanceScreen() {
  const t = useSettingsTranslation();
  return (
    <SettingsLayout section="appearance">
      <p className={styles.intro}>{t('settings.appearance.intro')}</p>
      <AppearancePicker layout="page" testId="settings-appearance" failureMessage={t('settings.genericError')} />
    </SettingsLayout>
  );
}
