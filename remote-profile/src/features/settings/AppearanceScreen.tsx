import { useState } from 'react';
import { APPEARANCES, requestToast, type Appearance } from 'shared-contracts';
import { applyAppearance, currentAppearance, saveAppearance } from 'shared-contracts/settings';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { ChoiceList } from './ChoiceList';
import { SettingsLayout } from './SettingsLayout';
import * as styles from './ChoiceList.module.css';

/**
 * /accounts/appearance/ (docs/behaviour/shell-chrome.md#appearance): light, dark or automatic.
 * The page changes at once and the account keeps the choice; a refusal puts it back and says so.
 */
export default function AppearanceScreen() {
  const t = useSettingsTranslation();
  const [chosen, setChosen] = useState<Appearance>(currentAppearance);
  const choose = (appearance: Appearance): void => {
    const before = chosen;
    setChosen(appearance);
    applyAppearance(appearance);
    saveAppearance(appearance).catch(() => {
      setChosen(before);
      applyAppearance(before);
      requestToast({ message: t('settings.genericError') });
    });
  };
  return (
    <SettingsLayout section="appearance">
      <p className={styles.intro}>{t('settings.appearance.intro')}</p>
      <ChoiceList
        legend={t('settings.appearance.legend')}
        choices={APPEARANCES.map((value) => ({
          value,
          label: t(`settings.appearance.${value}`),
          hint: value === 'auto' ? t('settings.appearance.autoHint') : undefined,
        }))}
        value={chosen}
        onChange={choose}
        testId="settings-appearance"
      />
    </SettingsLayout>
  );
}
