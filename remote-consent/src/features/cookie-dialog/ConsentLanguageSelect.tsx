import { LOCALES, localeStore, useLocale, type Locale } from 'shared-contracts';
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
      <svg className={styles.globe} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
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
