import { useEffect, useId, useRef } from 'react';
import { BOTTOM_NAV_MAX_WIDTH } from 'shared-contracts';
import { useSearchTranslation } from '../../i18n/messages';
import * as styles from './SearchField.module.css';

/** Desktop focuses the field on arrival; on phones that would throw the keyboard over the page. */
function isDesktop(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${BOTTOM_NAV_MAX_WIDTH + 1}px)`).matches
  );
}

/** The labelled search box with a clear button, or a spinner while a search is under way. */
export function SearchField({
  value,
  onChange,
  busy,
}: {
  value: string;
  onChange: (next: string) => void;
  busy: boolean;
}) {
  const t = useSearchTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (isDesktop()) inputRef.current?.focus();
  }, []);

  const handleClear = (): void => {
    onChange('');
    inputRef.current?.focus();
  };

  return (
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="lm-visually-hidden">
        {t('search.inputLabel')}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16 16 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
      />
      {busy ? (
        <span className={styles.spinner} aria-hidden="true" data-testid="search-spinner" />
      ) : (
        value !== '' && (
          <button type="button" className={styles.clear} onClick={handleClear} aria-label={t('search.clear')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.clearIcon}>
              <circle cx="12" cy="12" r="10" fill="currentColor" />
              <path d="m8.5 8.5 7 7m0-7-7 7" stroke="var(--lm-color-bg)" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )
      )}
    </form>
  );
}
