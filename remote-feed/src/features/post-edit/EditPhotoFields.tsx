import { useId } from 'react';
import { MAX_ALT_TEXT_LENGTH, MAX_USERTAGS_PER_PHOTO } from 'shared-contracts';
import { PeopleChipsField } from 'shared-client/search-fields';
import { useFeedTranslation } from '../../i18n/messages';
import type { EditPhoto } from './edit-draft';
import { RemoveButton } from './RemoveButton';
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
      <PeopleChipsField
        people={photo.tags}
        onChange={(tags) => onChange({ ...photo, tags })}
        added={{ x: 0.5, y: 0.5 }}
        max={MAX_USERTAGS_PER_PHOTO}
        listLabel={t('edit.tagged')}
        removeButton={(tag, remove) => (
          <RemoveButton label={t('edit.removeTag', { username: tag.username })} onClick={remove} />
        )}
        fullText={t('edit.tagLimit', { max: MAX_USERTAGS_PER_PHOTO })}
        label={t('edit.tagPeople')}
        placeholder={t('edit.tagPeople')}
        noneText={t('edit.noPeople')}
        testId="edit-tag-search"
      />
    </fieldset>
  );
}
