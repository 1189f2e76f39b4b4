import type { Venue } from 'shared-client';
import { useLocationSearchQuery } from 'shared-client/queries';
import { placeOption } from 'shared-ui/search';
import { FoundSearchBox, useSearchTerm, type SearchBoxProps } from './FoundSearchBox.js';

/**
 * A place search to pick one place (GET location_search). Given `near` (a photo's GPS), the places
 * nearest to it are suggested under `nearHeading` before anything is typed.
 */
export function PlaceSearchField({
  rankToken,
  near = null,
  nearHeading,
  disabled = false,
  onPick,
  ...box
}: SearchBoxProps & {
  /** Groups the searches of one choice for the server. */
  rankToken: string;
  near?: { latitude: number; longitude: number } | null;
  nearHeading?: string;
  /** Asks nothing (a read-only form). */
  disabled?: boolean;
  onPick: (venue: Venue) => void;
}) {
  const search = useSearchTerm();
  // Near a place, search even with nothing typed (the suggestions); else only once typed.
  const active = !disabled && (near !== null || search.asked !== '');
  const places = useLocationSearchQuery(
    active ? { latitude: near?.latitude, longitude: near?.longitude, query: search.asked, rankToken } : null,
  );
  return (
    <FoundSearchBox
      {...box}
      search={search}
      results={places.data ?? []}
      fetching={places.isFetching}
      toOption={placeOption}
      heading={near ? nearHeading : undefined}
      onPick={onPick}
    />
  );
}
