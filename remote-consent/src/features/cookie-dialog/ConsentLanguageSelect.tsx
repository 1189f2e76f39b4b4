import { LOCALES, localeStore, useLocale, type Locale } from 'shared-contracts';
import { GlobeIcon } from 'shared-contracts/ui';
import { useConsentTranslation } from '../../i18n/messages';
import * as styles from './ConsentLanguageSelect.module.css';

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The dialog's language switcher: the visitor may not read the language the browser guessed. */
export function ConsentLanguageSelect({ disabled }: { disabled: boolean }) {
  const t = useConsentTranslation();
  const locale = useLocale();
  return (
    <label className={styles.language}>
      <span className="lm-visually-hidden">{t('language.label')}</span>
      <GlobeIcon className={styles.globe} size={16} />
      <select
        className={styles.select}
        value={locale}
        disabled={disabled}
        onChange={(event) => {
          if (isLocale(event.target.value)) localeStore.setLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
