import { MAX_COAUTHORS_PER_POST } from 'shared-contracts';
import { PeopleChipsField, type ChosenPerson } from 'shared-client/search-fields';
import { CloseIcon, IconButton } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';
import * as styles from './DetailsPanel.module.css';

/**
 * "Invite collaborators" (docs/behaviour/creation.md#collaborators): up to MAX_COAUTHORS_PER_POST
 * people from the people search, each a chip with remove. They are invited when the post is
 * shared, and shown as its authors once they accept.
 */
export function CollaboratorsField({
  people,
  viewerPk,
  onChange,
  readOnly,
}: {
  people: readonly ChosenPerson[];
  /** Nobody invites themselves: the viewer is never offered. */
  viewerPk: string | undefined;
  onChange: (people: ChosenPerson[]) => void;
  readOnly?: boolean;
}) {
  const t = useCreateTranslation();
  return (
    <div className={styles.section}>
      <span className={styles.sectionLabel}>{t('collab.title')}</span>
      <PeopleChipsField
        people={people}
        onChange={onChange}
        max={MAX_COAUTHORS_PER_POST}
        exclude={viewerPk ? [viewerPk] : []}
        disabled={readOnly}
        listLabel={t('collab.title')}
        removeButton={(person, remove) => (
          <IconButton label={t('collab.remove', { username: person.username })} onClick={remove}>
            <CloseIcon size={12} />
          </IconButton>
        )}
        fullText={t('collab.limit', { max: MAX_COAUTHORS_PER_POST })}
        label={t('collab.title')}
        placeholder={t('collab.placeholder')}
        noneText={t('collab.none')}
        testId="collab-input"
      />
      <p className={styles.settingHint}>{t('collab.hint')}</p>
    </div>
  );
}
