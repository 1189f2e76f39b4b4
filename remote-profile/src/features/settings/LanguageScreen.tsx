import { LOCALES } from 'shared-contracts';
import { localeStore, useLocale } from 'shared-ui';
import { ChoiceList } from 'shared-client/choices';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { SettingsLayout } from './SettingsLayout';
import * as styles from './ChoiceScreen.module.css';

/** Each language named in itself. */
const LANGUAGE_NAMES = { 'zh-CN': '中文(简体)', en: 'English' } as const;

/**
 * /accounts/language/ (docs/behaviour/shell-chrome.md#language): the interface language. It
 * changes at once; the shell saves it to the account (as for the language switcher).
 */
export default function LanguageScreen() {
  const t = useSettingsTranslation();
  const locale = useLocale();
  return (
    <SettingsLayout section="language">
      <p className={styles.intro}>{t('settings.language.intro')}</p>
      <ChoiceList
        legend={t('settings.language.legend')}
        choices={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value], lang: value }))}
        value={locale}
        onChange={(value) => localeStore.setLocale(value)}
        testId="settings-language"
      />
    </SettingsLayout>
  );
}
