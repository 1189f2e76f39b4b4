import { useState } from 'react';
import type { LocationInput } from 'shared-contracts';
import type { Venue } from 'shared-client';
import { useLocationSearchQuery } from 'shared-client/queries';
import { CloseIcon, IconButton } from 'shared-ui';
import { placeOption, SearchCombobox, useDebouncedSearchTerm } from 'shared-ui/search';
import { useCreateTranslation } from '../../i18n/messages';
import type { GpsLocation } from '../image/exif';
import * as styles from './DetailsPanel.module.css';

function venueToLocation(venue: Venue): LocationInput {
  return { facebook_places_id: venue.external_id, name: venue.name, lat: venue.lat, lng: venue.lng };
}

/**
 * "Add location": a place search (GET location_search). When the photo carries GPS the places
 * nearest to where it was taken are suggested before anything is typed.
 */
export function LocationField({
  value,
  gps,
  rankToken,
  onChange,
  readOnly,
}: {
  value: LocationInput | null;
  /** Echoed by the server to group the searches of one choice: the creation session id. */
  rankToken: string;
  gps: GpsLocation | null;
  onChange: (location: LocationInput | null) => void;
  readOnly?: boolean;
}) {
  const t = useCreateTranslation();
  const [query, setQuery] = useState('');
  const term = query.trim();
  const asked = useDebouncedSearchTerm(term);
  // With GPS, search even with nothing typed (the suggestions); without, only once typed.
  const active = value === null && !readOnly && (gps !== null || asked !== '');
  const places = useLocationSearchQuery(
    active ? { latitude: gps?.latitude, longitude: gps?.longitude, query: asked, rankToken } : null,
  );
  const results = places.data ?? [];
  // "No places" only for an answer to what is typed, not while it is still being asked.
  const answered = asked === term && !places.isFetching;

  if (value) {
    return (
      <div className={styles.section}>
        <span className={styles.sectionLabel}>{t('location.title')}</span>
        <div className={styles.chosenLocation} data-testid="chosen-location">
          <span>{t('location.chosen', { name: value.name })}</span>
          {!readOnly && (
            <IconButton label={t('location.remove')} onClick={() => onChange(null)}>
              <CloseIcon size={16} />
            </IconButton>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.section}>
      <span className={styles.sectionLabel}>{t('location.title')}</span>
      <SearchCombobox
        label={t('location.title')}
        placeholder={t('location.placeholder')}
        value={query}
        onChange={setQuery}
        options={results.slice(0, 8).map(placeOption)}
        heading={gps && query.trim() === '' ? t('location.suggested') : undefined}
        emptyText={term && answered ? t('location.none') : undefined}
        onPick={(option) => {
          const venue = results.find((candidate) => candidate.external_id === option.id);
          if (venue) onChange(venueToLocation(venue));
          setQuery('');
        }}
        testId="location-input"
      />
    </div>
  );
}
