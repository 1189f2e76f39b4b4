import { Link, useSearchParams } from 'react-router';
import { locationPath } from 'shared-contracts';
import { useLocationDirectoryQuery, type LocationDirectoryLevel } from '../../discover/index';
import { BackIcon, EmptyState, LoadingState, RetryPanel, useDocumentTitle } from 'shared-ui';
import { useSearchTranslation } from '../../i18n/messages';
import * as styles from './LocationsDirectory.module.css';

const DIRECTORY = '/explore/locations/';

/** Which level the URL asks for: `?country=&city=` a city's places, `?country=` its cities, else countries. */
export function directoryLevel(params: URLSearchParams): LocationDirectoryLevel {
  const country = params.get('country');
  const city = params.get('city');
  if (country && city) return { kind: 'places', country, city };
  if (country) return { kind: 'cities', country };
  return { kind: 'countries' };
}

/** The directory's address for a level. */
export function directoryPath(level: LocationDirectoryLevel): string {
  if (level.kind === 'countries') return DIRECTORY;
  const query = new URLSearchParams({ country: level.country });
  if (level.kind === 'places') query.set('city', level.city);
  return `${DIRECTORY}?${query.toString()}`;
}

/** Where an entry of a level leads: a country to its cities, a city to its places, a place to its page. */
export function entryHref(level: LocationDirectoryLevel, entry: { id: string; slug: string }): string {
  if (level.kind === 'countries') return directoryPath({ kind: 'cities', country: entry.id });
  if (level.kind === 'cities') return directoryPath({ kind: 'places', country: level.country, city: entry.id });
  return locationPath(entry.id, entry.slug);
}

/**
 * /explore/locations/: countries, then a country's cities, then a city's places, each a link one
 * level down (docs/behaviour/search.md#location-pages). The level lives in the query string, so
 * Back walks up.
 */
export default function LocationsDirectoryScreen() {
  const t = useSearchTranslation();
  useDocumentTitle(t('locations.documentTitle'));
  const [params] = useSearchParams();
  const level = directoryLevel(params);
  const directory = useLocationDirectoryQuery(level);
  const data = directory.data;
  const heading =
    level.kind === 'countries' || !data
      ? t('locations.countries')
      : level.kind === 'cities'
        ? t('locations.cities', { country: data.parent?.name ?? level.country })
        : t('locations.places', { city: data.parent?.name ?? level.city });
  const up =
    level.kind === 'places'
      ? directoryPath({ kind: 'cities', country: level.country })
      : level.kind === 'cities'
        ? DIRECTORY
        : null;
  return (
    <main className={styles.page} data-testid="locations-directory">
      <h1 className={styles.title}>{t('locations.title')}</h1>
      <div className={styles.bar}>
        {up !== null && (
          <Link to={up} className={styles.back} aria-label={t('locations.back')}>
            <BackIcon size={20} />
          </Link>
        )}
        <h2 className={styles.heading}>{heading}</h2>
      </div>
      {directory.isPending && <LoadingState label={t('common.loading')} />}
      {directory.isError && <RetryPanel message={t('locations.error')} onRetry={() => void directory.refetch()} />}
      {data && data.entries.length === 0 && <EmptyState title={t('locations.empty')} compact />}
      {data && data.entries.length > 0 && (
        <ul className={styles.list} aria-label={heading}>
          {data.entries.map((entry) => (
            <li key={entry.id}>
              <Link to={entryHref(level, entry)} className={styles.entry} data-testid="directory-entry">
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
