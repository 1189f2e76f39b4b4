import type { ReactNode } from 'react';
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
 * People chosen one by one (collaborators invited in Create and in the post editor, people tagged
 * on a photo): each a chip that removes them, and the people search below for the next one until
 * `max` are chosen, when `fullText` says so instead. The chosen people and `exclude` (the viewer)
 * are never offered. The field keeps the list: `onChange` gets it with the person picked added
 * last, or with the one removed left out.
 */
export function PeopleChipsField<Person extends ChosenPerson>({
  people,
  onChange,
  added,
  max,
  removeButton,
  listLabel,
  fullText,
  exclude = [],
  disabled,
  ...box
}: SearchBoxProps & {
  people: readonly Person[];
  onChange: (people: Person[]) => void;
  /** What a person picked gets besides their pk and username, when a Person holds more (a tag's place). */
  added?: Omit<Person, keyof ChosenPerson>;
  max: number;
  /** The button that calls `remove` (the kit's IconButton with a CloseIcon, named after the person). */
  removeButton: (person: Person, remove: () => void) => ReactNode;
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
              remove={
                !disabled && removeButton(person, () => onChange(people.filter((other) => other.pk !== person.pk)))
              }
              testId={`${box.testId}-chip`}
            />
          ))}
        </ul>
      )}
      {disabled ? null : people.length >= max ? (
        <p className={styles.full}>{fullText}</p>
      ) : (
        <PeopleSearchField
          {...box}
          exclude={[...exclude, ...people.map((person) => person.pk)]}
          onPick={(user) => onChange([...people, { ...added, pk: user.pk, username: user.username } as Person])}
        />
      )}
    </>
  );
}
