import { useId } from 'react';
import { MAX_COAUTHORS_PER_POST } from 'shared-contracts';
import { PeopleChipsField, type ChosenPerson } from 'shared-client/search-fields';
import { useFeedTranslation } from '../../i18n/messages';
import { RemoveButton } from './RemoveButton';
import * as styles from './EditPost.module.css';

/**
 * The post's collaborators in the edit (docs/behaviour/creation.md#collaborators): those who
 * accepted and those still invited, each removable, and the people search to invite more, up to
 * MAX_COAUTHORS_PER_POST. Saved with the rest on Done.
 */
export function EditCollaboratorsField({
  people,
  ownerPk,
  onChange,
}: {
  people: readonly ChosenPerson[];
  ownerPk: string;
  onChange: (people: ChosenPerson[]) => void;
}) {
  const t = useFeedTranslation();
  const headingId = useId();
  return (
    <div className={styles.collaborators} role="group" aria-labelledby={headingId}>
      <span id={headingId} className={styles.label}>
        {t('edit.collaborators')}
      </span>
      <p className="lm-note">{t('edit.collaboratorsHint')}</p>
      <PeopleChipsField
        people={people}
        onChange={onChange}
        max={MAX_COAUTHORS_PER_POST}
        exclude={[ownerPk]}
        listLabel={t('edit.collaborators')}
        removeButton={(person, remove) => (
          <RemoveButton label={t('edit.removeCollaborator', { username: person.username })} onClick={remove} />
        )}
        fullText={t('edit.collaboratorLimit', { max: MAX_COAUTHORS_PER_POST })}
        label={t('edit.inviteCollaborators')}
        placeholder={t('edit.inviteCollaborators')}
        noneText={t('edit.noPeople')}
        testId="edit-collab-search"
      />
    </div>
  );
}
