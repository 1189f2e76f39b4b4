import { useParams } from 'react-router';
import { formatCount, type RouteScreenProps } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { useLocationInfoQuery, useLocationMediaQuery } from '../../discover/index';
import { LoadingState, PinIcon, RetryPanel, useDocumentTitle } from 'shared-ui';
import { useSearchTranslation } from '../../i18n/messages';
import { MediaSection } from '../media-grid/MediaSection';
import * as styles from '../media-grid/PlaceHeader.module.css';

/**
 * /explore/locations/{id}/{slug}/: the place's name and address, then its top posts and its most
 * recent ones (docs/behaviour/search.md#location-pages). The slug is decoration: the id decides.
 */
export default function LocationScreen({ NotFound }: RouteScreenProps) {
  const t = useSearchTranslation();
  const locale = useLocale();
  const { locationId = '' } = useParams();
  const info = useLocationInfoQuery(locationId);
  const top = useLocationMediaQuery(locationId, 'top');
  const recent = useLocationMediaQuery(locationId, 'recent');
  useDocumentTitle(t('location.documentTitle', { name: info.data?.name ?? '' }));
  if (info.data === null) return <NotFound />;
  return (
    <main className={styles.page} data-testid="location-page">
      {info.isPending && <LoadingState label={t('common.loading')} />}
      {info.isError && (
        <RetryPanel message={t('location.error')} onRetry={() => void info.refetch()} error={info.error} />
      )}
      {info.data && (
        <>
          <header className={styles.header}>
            <span className={styles.glyph} aria-hidden="true">
              <PinIcon size={48} />
            </span>
            <div className={styles.text}>
              <h1 className={styles.title}>{info.data.name}</h1>
              {info.data.address && (
                <p className={styles.address} data-testid="location-address">
                  {info.data.address}
                </p>
              )}
              <p className={styles.count}>
                {t('location.posts', { count: formatCount(info.data.media_count, locale) })}
              </p>
            </div>
          </header>
          <MediaSection
            heading={t('location.top')}
            section={top}
            errorMessage={t('location.error')}
            emptyMessage={t('location.empty')}
            testId="location-top"
          />
          <MediaSection
            heading={t('location.recent')}
            section={recent}
            errorMessage={t('location.error')}
            emptyMessage={t('location.empty')}
            paged
            testId="location-recent"
          />
        </>
      )}
    </main>
  );
}
