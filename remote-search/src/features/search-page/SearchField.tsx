import { useEffect, useId, useRef } from 'react';
import { ClearIcon, IconButton, matchesMediaQuery, MEDIA_QUERIES, SearchIcon, Spinner } from 'shared-ui';
import { MAX_SEARCH_QUERY_LENGTH } from 'shared-contracts';
import { useSearchTranslation } from '../../i18n/messages';
import { capSearchText } from './search-query';
import * as styles from './SearchField.module.css';

/**
 * The labelled search box with a clear button, or a spinner while a search is under way. It holds
 * at most `MAX_SEARCH_QUERY_LENGTH` (docs/behaviour/search.md#the-search-page).
 */
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
    // On a phone, focus would throw the keyboard over the page.
    if (matchesMediaQuery(MEDIA_QUERIES.desktop)) inputRef.current?.focus();
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
      <SearchIcon className={styles.icon} size={16} />
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="search"
        value={value}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        // maxLength stops typing and pasting; text set otherwise (autofill, a script) is cut here.
        onChange={(event) => onChange(capSearchText(event.target.value))}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
      />
      {busy ? (
        <span className={styles.spinner} data-testid="search-spinner">
          <Spinner size="inline" />
        </span>
      ) : (
        value !== '' && (
          <IconButton label={t('search.clear')} className={styles.clear} onClick={handleClear}>
            <ClearIcon size={16} />
          </IconButton>
        )
      )}
    </form>
  );
}
