import { LOCALES, localeStore, useLocale, type Locale } from 'shared-contracts';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './LanguageSwitcher.module.css';

/** A select switching the interface language; the choice is remembered. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useShellTranslation();
  const locale = useLocale();
  return (
    <label className={[styles.switcher, className].filter(Boolean).join(' ')}>
      <span className="lm-visually-hidden">{t('language.label')}</span>
      <select
        className={styles.select}
        value={locale}
        onChange={(event) => localeStore.setLocale(event.target.value as Locale)}
        data-testid="language-switcher"
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
