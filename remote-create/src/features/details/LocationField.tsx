import type { LocationInput } from 'shared-contracts';
import type { Venue } from 'shared-client';
import { PlaceSearchField } from 'shared-client/search-fields';
import { CloseIcon, IconButton } from 'shared-ui';
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
      <PlaceSearchField
        label={t('location.title')}
        placeholder={t('location.placeholder')}
        noneText={t('location.none')}
        rankToken={rankToken}
        near={gps}
        nearHeading={t('location.suggested')}
        disabled={readOnly}
        onPick={(venue) => onChange(venueToLocation(venue))}
        testId="location-input"
      />
    </div>
  );
}
