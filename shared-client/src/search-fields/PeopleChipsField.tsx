import type { ReactNode } from 'react';
import type { FoundUser } from 'shared-client/queries';
import type { SearchBoxProps } from './FoundSearchBox.js';
import { PeopleSearchField } from './PeopleSearchField.js';
import * as styles from './PeopleChipsField.module.css';

/**
 * A chosen thing shown as a chip, with the caller's button that removes it (the kit's IconButton:
 * this package leaves the kit's entry to the remotes, which share it): a list item, or on its own a
 * paragraph.
 */
export function RemovableChip({
  text,
  remove,
  testId,
  alone = false,
}: {
  text: string;
  remove: ReactNode;
  testId: string;
  alone?: boolean;
}) {
  const Tag = alone ? 'p' : 'li';
  return (
    <Tag className={styles.chip} data-testid={testId}>
      {text}
      {remove}
    </Tag>
  );
}

/** A person chosen in a chips field. */
export interface ChosenPerson {
  pk: string;
  username: string;
}

/**
 * People chosen one by one (collaborators invited in Create and in the post editor): each a chip
 * that removes them, and the people search below for the next one until `max` are chosen, when
 * `fullText` says so instead. The chosen people and `exclude` (the viewer) are never offered.
 */
export function PeopleChipsField({
  people,
  max,
  onAdd,
  removeButton,
  listLabel,
  fullText,
  exclude = [],
  disabled,
  ...box
}: SearchBoxProps & {
  people: readonly ChosenPerson[];
  max: number;
  onAdd: (user: FoundUser) => void;
  /** The button that removes one (the kit's IconButton with a CloseIcon, named after the person). */
  removeButton: (person: ChosenPerson) => ReactNode;
  listLabel: string;
  fullText: string;
  exclude?: readonly string[];
  disabled?: boolean;
}) {
  return (
    <>
      {people.length > 0 && (
        <ul className="lm-wrap-list" aria-label={listLabel}>
          {people.map((person) => (
            <RemovableChip
              key={person.pk}
              text={person.username}
              remove={!disabled && removeButton(person)}
              testId={`${box.testId}-chip`}
            />
          ))}
        </ul>
      )}
      {disabled ? null : people.length >= max ? (
        <p className={styles.full}>{fullText}</p>
      ) : (
        <PeopleSearchField {...box} exclude={[...exclude, ...people.map((person) => person.pk)]} onPick={onAdd} />
      )}
    </>
  );
}
