import { useId, useState } from 'react';
import { MAX_ALT_TEXT_LENGTH, MAX_USERTAGS_PER_PHOTO } from 'shared-contracts';
import { useUserSearchQuery } from 'shared-client/queries';
import { CloseIcon, IconButton } from 'shared-ui';
import { SearchCombobox, useDebouncedSearchTerm } from 'shared-ui/search';
import { personOption } from 'shared-client';
import { useFeedTranslation } from '../../i18n/messages';
import type { EditPhoto } from './edit-draft';
import * as styles from './EditPost.module.css';

/**
 * One photo of the post in the edit: a thumbnail, its alt text, and the people tagged on it (each
 * removable; a person added from the search is tagged at the photo's centre, where creation's
 * keyboard tagging puts them too).
 */
export function EditPhotoFields({
  photo,
  label,
  onChange,
}: {
  photo: EditPhoto;
  label: string;
  onChange: (photo: EditPhoto) => void;
}) {
  const t = useFeedTranslation();
  const altId = useId();
  const [query, setQuery] = useState('');
  const term = query.trim();
  const asked = useDebouncedSearchTerm(term);
  const people = useUserSearchQuery(asked);
  const results = (people.data ?? []).filter((user) => !photo.tags.some((tag) => tag.pk === user.pk));
  const full = photo.tags.length >= MAX_USERTAGS_PER_PHOTO;
  const answered = asked === term && !people.isFetching;

  return (
    <fieldset className={styles.photo} data-testid="edit-photo">
      <legend className={styles.label}>{label}</legend>
      {photo.src && <img src={photo.src} alt="" className={styles.thumb} />}
      <label className={styles.label} htmlFor={altId}>
        {t('edit.altText')}
      </label>
      <input
        id={altId}
        type="text"
        className={styles.input}
        value={photo.altText}
        maxLength={MAX_ALT_TEXT_LENGTH}
        placeholder={t('edit.altTextPlaceholder')}
        onChange={(event) => onChange({ ...photo, altText: event.currentTarget.value })}
        data-testid="edit-alt-text"
      />
      <ul className={styles.tags} aria-label={t('edit.tagged')}>
        {photo.tags.map((tag) => (
          <li key={tag.pk} className={styles.tag} data-testid="edit-tag">
            {tag.username}
            <IconButton
              label={t('edit.removeTag', { username: tag.username })}
              onClick={() => onChange({ ...photo, tags: photo.tags.filter((other) => other.pk !== tag.pk) })}
            >
              <CloseIcon size={12} />
            </IconButton>
          </li>
        ))}
      </ul>
      {full ? (
        <p className={styles.hint}>{t('edit.tagLimit', { max: MAX_USERTAGS_PER_PHOTO })}</p>
      ) : (
        <SearchCombobox
          label={t('edit.tagPeople')}
          placeholder={t('edit.tagPeople')}
          value={query}
          onChange={setQuery}
          options={results.slice(0, 8).map(personOption)}
          onPick={(option) => {
            const user = results.find((candidate) => candidate.pk === option.id);
            if (user)
              onChange({ ...photo, tags: [...photo.tags, { pk: user.pk, username: user.username, x: 0.5, y: 0.5 }] });
            setQuery('');
          }}
          emptyText={term && answered && results.length === 0 ? t('edit.noPeople') : undefined}
          testId="edit-tag-search"
        />
      )}
    </fieldset>
  );
}
