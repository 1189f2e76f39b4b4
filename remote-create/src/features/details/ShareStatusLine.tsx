import type { ShareStatus } from '../draft/draft-store';
import { useCreateTranslation } from '../../i18n/messages';
import * as styles from './DetailsPanel.module.css';

/** Stage text of a share: uploading with its percent, finishing, or failed. */
export function ShareStatusLine({ status }: { status: ShareStatus }) {
  const t = useCreateTranslation();
  if (status.kind === 'failed') {
    return (
      <p className={styles.failed} role="alert" data-testid="share-status">
        {t('share.failed')}
      </p>
    );
  }
  return (
    <p className={styles.status} role="status" data-testid="share-status">
      {status.kind === 'sharing' &&
        (status.stage === 'finishing' ? t('share.finishing') : t('share.uploading', { percent: status.percent }))}
    </p>
  );
}

/** The thin progress bar under the modal's header while a share runs. */
export function ShareProgressBar({ percent }: { percent: number }) {
  const t = useCreateTranslation();
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('share.progressLabel')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="share-progress"
    >
      <span className={styles.progressFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
