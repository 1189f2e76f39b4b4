import { useCallback, useState } from 'react';
import { searchLocations, type LocationInput, type Venue } from 'shared-contracts';
import { useCreateTranslation } from '../../i18n/messages';
import type { GpsLocation } from '../image/exif';
import { SearchCombobox } from '../search/SearchCombobox';
import { useSearch } from '../search/use-search';
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
  const search = useCallback(
    async (q: string, signal: AbortSignal) =>
      (await searchLocations({ latitude: gps?.latitude, longitude: gps?.longitude, query: q, rankToken }, signal))
        .venues,
    [gps, rankToken],
  );
  // With GPS, search even with nothing typed (the suggestions); without, only once typed.
  const active = value === null && !readOnly && (gps !== null || query.trim() !== '');
  const { results } = useSearch(active ? query.trim() : null, search);

  if (value) {
    return (
      <div className={styles.section}>
        <span className={styles.sectionLabel}>{t('location.title')}</span>
        <div className={styles.chosenLocation} data-testid="chosen-location">
          <span>{t('location.chosen', { name: value.name })}</span>
          {!readOnly && (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onChange(null)}
              aria-label={t('location.remove')}
            >
              ×
            </button>
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
        options={results.slice(0, 8).map((venue) => ({
          id: venue.external_id,
          primary: venue.name,
          secondary: venue.address,
        }))}
        heading={gps && query.trim() === '' ? t('location.suggested') : undefined}
        emptyText={query.trim() ? t('location.none') : undefined}
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
