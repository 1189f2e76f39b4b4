import { useId } from 'react';
import { isApiError, type DataDownloadStatus } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { Button, buttonClassName, LoadingState, RetryPanel } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { downloadView, formatFileSize, formatMoment } from './download-view';
import * as styles from './YourInformation.module.css';
import { dataDownloadArchiveUrl, useDataDownloadQuery, useRequestDataDownloadMutation } from 'shared-client/settings';

/**
 * "Download your information": request an archive, watch it being prepared (the query asks again
 * every few seconds meanwhile), then a plain link downloads the zip.
 */
export function DownloadSection() {
  const t = useProfileTranslation();
  const headingId = useId();
  const status = useDataDownloadQuery();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="download-section">
      <h2 className={styles.heading} id={headingId}>
        {t('info.download.title')}
      </h2>
      <p className={styles.text}>{t('info.download.body')}</p>
      {status.isPending ? (
        <LoadingState label={t('info.loading')} />
      ) : status.isError ? (
        <RetryPanel message={t('info.error')} onRetry={() => void status.refetch()} />
      ) : (
        <DownloadState status={status.data} answeredAt={status.dataUpdatedAt} />
      )}
    </section>
  );
}

/** The archive's state as of the answer (`answeredAt`: when the server said so). */
function DownloadState({ status, answeredAt }: { status: DataDownloadStatus; answeredAt: number }) {
  const t = useProfileTranslation();
  const locale = useLocale();
  const request = useRequestDataDownloadMutation();
  const view = downloadView(status, answeredAt);
  const download = status.download;
  return (
    <>
      {view.state === 'pending' && (
        <p className={styles.state} role="status" data-testid="download-pending">
          {t('info.download.pending')}
        </p>
      )}
      {view.state === 'ready' && download?.ready_at && download.expires_at && (
        <>
          <p className={styles.state} data-testid="download-ready">
            {t('info.download.ready', {
              date: formatMoment(download.ready_at, locale),
              size: formatFileSize(download.size_bytes ?? 0, locale),
              expires: formatMoment(download.expires_at, locale),
            })}
          </p>
          <a className={buttonClassName()} href={dataDownloadArchiveUrl()} download data-testid="download-link">
            {t('info.download.link')}
          </a>
        </>
      )}
      {view.state === 'failed' && (
        <p className={styles.error} role="alert">
          {t('info.download.failed')}
        </p>
      )}
      {view.canRequest && (
        <Button
          variant={view.state === 'ready' ? 'secondary' : 'primary'}
          busy={request.isPending}
          onClick={() => request.mutate()}
          data-testid="download-request"
        >
          {t('info.download.request')}
        </Button>
      )}
      {view.nextRequestAt !== null && view.state !== 'pending' && (
        <p className={styles.text} data-testid="download-next">
          {t('info.download.next', { date: formatMoment(view.nextRequestAt, locale) })}
        </p>
      )}
      {request.isError && (
        <p className={styles.error} role="alert">
          {t(isApiError(request.error, 'rate_limited') ? 'info.download.rateLimited' : 'profile.genericError')}
        </p>
      )}
    </>
  );
}
