import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatNumber, MAX_CAPTION_LENGTH } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { useHashtagSearchQuery, useUserSearchQuery } from 'shared-client/queries';
import { Avatar } from 'shared-client';
import { SearchOptionItem, useDebouncedSearchTerm, type SearchOption } from 'shared-ui/search';
import { useCreateTranslation } from '../../i18n/messages';
import { clampText, completeToken, tokenAtCaret, type CaptionToken } from './caption';
import * as styles from './DetailsPanel.module.css';

/** A person or hashtag to complete the token with, drawn as the kit's search option. */
interface Suggestion extends SearchOption {
  value: string;
}

/**
 * The caption textarea with its live "n/2,200" counter (input past the limit is cut off) and
 * suggestions while an @mention (people search) or #hashtag (hashtag search) is being typed.
 */
export function CaptionField({
  value,
  onChange,
  readOnly,
}: {
  value: string;
  onChange: (caption: string) => void;
  readOnly?: boolean;
}) {
  const t = useCreateTranslation();
  const locale = useLocale();
  const inputId = useId();
  const counterId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [token, setToken] = useState<CaptionToken | null>(null);
  const [active, setActive] = useState(0);
  const count = formatNumber(value.length, locale);
  const max = formatNumber(MAX_CAPTION_LENGTH, locale);

  // People for an @mention, hashtags for a #hashtag: one search at a time, the other asks nothing.
  const asked = useDebouncedSearchTerm(token && token.query !== '' ? `${token.trigger}${token.query}` : '');
  const people = useUserSearchQuery(asked.startsWith('@') ? asked : '');
  const hashtags = useHashtagSearchQuery(asked.startsWith('#') ? asked : '');
  const results = useMemo(
    (): Suggestion[] =>
      asked.startsWith('#')
        ? (hashtags.data ?? []).map((tag) => ({
            id: `#${tag.name}`,
            value: tag.name,
            primary: `#${tag.name}`,
            secondary: t('details.hashtagPosts', { count: tag.mediaCount }),
          }))
        : (people.data ?? []).slice(0, 8).map((user) => ({
            id: `@${user.pk}`,
            value: user.username,
            primary: user.username,
            secondary: user.full_name,
            leading: <Avatar src={user.profile_pic_url} size={32} />,
          })),
    [asked, hashtags.data, people.data, t],
  );
  const suggestions = token ? results : [];
  const open = suggestions.length > 0;
  const activeIndex = Math.min(active, suggestions.length - 1);

  const syncToken = (element: HTMLTextAreaElement): void => {
    const next = tokenAtCaret(element.value, element.selectionStart ?? element.value.length);
    setToken(next);
    setActive(0);
  };
  const pick = (suggestion: Suggestion): void => {
    if (!token) return;
    const completed = completeToken(value, token, suggestion.value);
    onChange(clampText(completed.text, MAX_CAPTION_LENGTH));
    setToken(null);
    requestAnimationFrame(() => {
      const input = inputRef.current;
      if (!input) return;
      input.focus();
      input.setSelectionRange(completed.caret, completed.caret);
    });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + delta + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const suggestion = suggestions[activeIndex];
      if (suggestion) {
        event.preventDefault();
        pick(suggestion);
      }
    } else if (event.key === 'Escape') {
      // Closes the suggestions, not the dialog (the kit's Dialog leaves a handled Escape alone).
      event.preventDefault();
      setToken(null);
    }
  };

  return (
    <div className={styles.captionField}>
      <label htmlFor={inputId} className="lm-visually-hidden">
        {t('details.caption')}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        className={styles.captionInput}
        value={value}
        onChange={(event) => {
          onChange(clampText(event.currentTarget.value, MAX_CAPTION_LENGTH));
          syncToken(event.currentTarget);
        }}
        onSelect={(event) => syncToken(event.currentTarget)}
        onKeyDown={handleKeyDown}
        onBlur={() => setToken(null)}
        maxLength={MAX_CAPTION_LENGTH}
        placeholder={t('details.captionPlaceholder')}
        readOnly={readOnly}
        aria-describedby={counterId}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${activeIndex}` : undefined}
        rows={7}
        data-autofocus
        data-testid="caption-input"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('details.suggestions')}
        className={styles.suggestions}
        hidden={!open}
        data-testid="caption-suggestions"
      >
        {suggestions.map((suggestion, index) => (
          <SearchOptionItem
            key={suggestion.id}
            id={`${listId}-${index}`}
            option={suggestion}
            selected={index === activeIndex}
            onPick={pick}
          />
        ))}
      </ul>
      <div className={styles.counter}>
        <span aria-hidden="true" data-testid="caption-counter">
          {t('details.captionCount', { count, max })}
        </span>
        <span id={counterId} className="lm-visually-hidden">
          {t('details.captionCountLabel', { count, max })}
        </span>
      </div>
    </div>
  );
}
