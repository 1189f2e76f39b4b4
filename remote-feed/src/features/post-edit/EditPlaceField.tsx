import { useState } from 'react';
import { useLocationSearchQuery } from 'shared-client/queries';
import { CloseIcon, IconButton } from 'shared-ui';
import { placeOption, SearchCombobox, useDebouncedSearchTerm } from 'shared-ui/search';
import { useFeedTranslation } from '../../i18n/messages';
import type { EditPlace } from './edit-draft';
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
  const [query, setQuery] = useState('');
  const term = query.trim();
  const asked = useDebouncedSearchTerm(term);
  const places = useLocationSearchQuery(place === null && asked !== '' ? { query: asked, rankToken } : null);
  const results = places.data ?? [];
  const answered = asked === term && !places.isFetching;

  return (
    <div className={styles.place}>
      <span className={styles.label}>{t('edit.location')}</span>
      {place ? (
        <p className={styles.tag} data-testid="edit-location">
          {place.name}
          <IconButton label={t('edit.removeLocation', { name: place.name })} onClick={() => onChange(null)}>
            <CloseIcon size={12} />
          </IconButton>
        </p>
      ) : (
        <SearchCombobox
          label={t('edit.location')}
          placeholder={t('edit.locationPlaceholder')}
          value={query}
          onChange={setQuery}
          options={results.slice(0, 8).map(placeOption)}
          onPick={(option) => {
            const venue = results.find((candidate) => candidate.external_id === option.id);
            if (venue) onChange({ pk: venue.external_id, name: venue.name, lat: venue.lat, lng: venue.lng });
            setQuery('');
          }}
          emptyText={term && answered ? t('edit.noPlaces') : undefined}
          testId="edit-location-search"
        />
      )}
    </div>
  );
}
