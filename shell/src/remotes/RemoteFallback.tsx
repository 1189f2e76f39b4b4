import { RemoteUnavailableError } from './remote-registry';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './RemoteFallback.module.css';

/** The visible, translated fallback of a remote that failed, with a Retry button. */
export function RemoteFallback({ error, onRetry, compact }: { error: Error; onRetry: () => void; compact?: boolean }) {
  const t = useShellTranslation();
  const incompatible = error instanceof RemoteUnavailableError && error.reason === 'incompatible';
  return (
    <div className={compact ? styles.compact : styles.fallback} role="alert" data-testid="remote-fallback">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M12 7v6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        <circle cx="12" cy="16.5" r="1" fill="currentColor" />
      </svg>
      <p className={styles.message}>{t(incompatible ? 'remote.incompatible' : 'remote.failed')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}
