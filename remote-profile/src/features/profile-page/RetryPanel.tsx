import { useProfileTranslation } from '../../i18n/messages';
import * as styles from './RetryPanel.module.css';

/** A failed load: what failed and a Retry button. */
export function RetryPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useProfileTranslation();
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('profile.retry')}
      </button>
    </div>
  );
}
