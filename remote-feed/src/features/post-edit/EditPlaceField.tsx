import { PlaceSearchField, RemovableChip } from 'shared-client/search-fields';
import { useFeedTranslation } from '../../i18n/messages';
import type { EditPlace } from './edit-draft';
import { RemoveButton } from './RemoveButton';
import * as styles from './EditPost.module.css';

/** The post's place in the edit: shown with a way to remove it, or a place search to pick one. */
export function EditPlaceField({
  place,
  rankToken,
  onChange,
}: {
  place: EditPlace | null;
  /** Groups the searches of one choice for the server. */
  rankToken: string;
  onChange: (place: EditPlace | null) => void;
}) {
  const t = useFeedTranslation();

  return (
    <div className={styles.place}>
      <span className={styles.label}>{t('edit.location')}</span>
      {place ? (
        <RemovableChip
          alone
          text={place.name}
          remove={
            <RemoveButton label={t('edit.removeLocation', { name: place.name })} onClick={() => onChange(null)} />
          }
          testId="edit-location"
        />
      ) : (
        <PlaceSearchField
          label={t('edit.location')}
          placeholder={t('edit.locationPlaceholder')}
          noneText={t('edit.noPlaces')}
          rankToken={rankToken}
          onPick={(venue) => onChange({ pk: venue.external_id, name: venue.name, lat: venue.lat, lng: venue.lng })}
          testId="edit-location-search"
        />
      )}
    </div>
  );
}
