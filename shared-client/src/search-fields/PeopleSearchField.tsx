import { useUserSearchQuery, type FoundUser } from 'shared-client/queries';
import { FoundSearchBox, useSearchTerm, type SearchBoxProps } from './FoundSearchBox.js';
import { personOption } from './person-option.js';

/** A people search to pick one person (tagging people), less `exclude` (the people already tagged). */
export function PeopleSearchField({
  exclude = [],
  onPick,
  ...box
}: SearchBoxProps & {
  /** The pks of people not to offer. */
  exclude?: readonly string[];
  onPick: (user: FoundUser) => void;
  autoFocus?: boolean;
}) {
  const search = useSearchTerm();
  const people = useUserSearchQuery(search.asked);
  const results = (people.data ?? []).filter((user) => !exclude.includes(user.pk));
  return (
    <FoundSearchBox
      {...box}
      search={search}
      results={results}
      fetching={people.isFetching}
      toOption={personOption}
      onPick={onPick}
    />
  );
}
