import { isLocale, LOCALES } from 'shared-contracts';
import { localeStore } from '../i18n/locale-store.js';
import { useLocale } from '../i18n/hooks.js';
import { GlobeIcon } from './icons/icons.js';
import { useKitTranslation } from './messages.js';
import * as styles from './LocaleSelect.module.css';

/** Each language's name in that language. */
const LOCALE_NAMES = { 'zh-CN': '中文(简体)', en: 'English' } as const;

/** The interface language picker (each language named in itself); the choice is remembered. */
export function LocaleSelect({
  className,
  disabled = false,
  withIcon = false,
  testId,
}: {
  className?: string;
  disabled?: boolean;
  /** A globe before the select, where nothing around it says what it is. */
  withIcon?: boolean;
  testId?: string;
}) {
  const t = useKitTranslation();
  const locale = useLocale();
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span className="lm-visually-hidden">{t('kit.language')}</span>
      {withIcon ? <GlobeIcon className={styles.icon} size={16} /> : null}
      <select
        className={styles.select}
        value={locale}
        disabled={disabled}
        onChange={(event) => {
          if (isLocale(event.target.value)) localeStore.setLocale(event.target.value);
        }}
        data-testid={testId}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
