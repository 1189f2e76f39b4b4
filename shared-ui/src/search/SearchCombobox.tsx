import { MAX_SEARCH_QUERY_LENGTH } from 'shared-contracts';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './SearchCombobox.module.css';

/** One option of a search list. */
export interface SearchOption {
  id: string;
  primary: string;
  secondary?: string;
  leading?: ReactNode;
}

/** A place found by location search, as an option: its name over its address. */
export function placeOption(venue: { external_id: string; name: string; address: string }): SearchOption {
  return { id: venue.external_id, primary: venue.name, secondary: venue.address };
}

/**
 * One option of a listbox whose focus stays in a text field: its leading picture, if any, and
 * its name over its detail. Pressing it does not take the focus from the field. The combobox's
 * results and Create's caption suggestions (@people, #hashtags) draw their options with it.
 */
export function SearchOptionItem<T extends SearchOption>({
  id,
  option,
  selected,
  onPick,
  testId,
}: {
  id: string;
  option: T;
  selected: boolean;
  onPick: (option: T) => void;
  testId?: string;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={styles.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(option)}
      data-testid={testId}
    >
      {option.leading}
      <span className={styles.text}>
        <span className={styles.primary}>{option.primary}</span>
        {option.secondary && <span className={styles.secondary}>{option.secondary}</span>}
      </span>
    </li>
  );
}

/**
 * A text input with a list of results under it (ARIA combobox): arrow keys move through the
 * options, Enter picks, Escape closes the list.
 */
export function SearchCombobox({
  label,
  placeholder,
  value,
  onChange,
  options,
  onPick,
  emptyText,
  heading,
  autoFocus,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  options: SearchOption[];
  onPick: (option: SearchOption) => void;
  emptyText?: string;
  heading?: string;
  autoFocus?: boolean;
  testId: string;
}) {
  const listId = useId();
  const inputId = useId();
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(true);
  const activeIndex = Math.min(active, options.length - 1);
  const showList = open && (options.length > 0 || (emptyText !== undefined && value.trim() !== ''));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + delta + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const option = options[activeIndex];
      if (showList && option) {
        event.preventDefault();
        onPick(option);
      }
    } else if (event.key === 'Escape' && showList) {
      // The list closes first (the kit's Dialog leaves a handled Escape alone); a second Escape
      // reaches the dialog.
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={inputId} className="lm-visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        role="combobox"
        className={styles.input}
        value={value}
        placeholder={placeholder}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && options[activeIndex] ? `${listId}-${activeIndex}` : undefined}
        onChange={(event) => {
          setOpen(true);
          setActive(0);
          onChange(event.currentTarget.value);
        }}
        onKeyDown={handleKeyDown}
        autoFocus={autoFocus}
        autoComplete="off"
        data-testid={testId}
      />
      {heading && showList && options.length > 0 && <p className={styles.heading}>{heading}</p>}
      <ul id={listId} role="listbox" aria-label={label} className={styles.list} hidden={!showList}>
        {options.length === 0 && emptyText !== undefined ? (
          <li className={styles.empty} role="presentation">
            {emptyText}
          </li>
        ) : (
          options.map((option, index) => (
            <SearchOptionItem
              key={option.id}
              id={`${listId}-${index}`}
              option={option}
              selected={index === activeIndex}
              onPick={onPick}
              testId={`${testId}-option`}
            />
          ))
        )}
      </ul>
    </div>
  );
}
