import { AlertIcon, Button } from 'shared-contracts/ui';
import { RemoteUnavailableError } from './remote-registry';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './RemoteFallback.module.css';

/** The visible, translated fallback of a remote that failed, with a Retry button. */
export function RemoteFallback({ error, onRetry, compact }: { error: Error; onRetry: () => void; compact?: boolean }) {
  const t = useShellTranslation();
  const incompatible = error instanceof RemoteUnavailableError && error.reason === 'incompatible';
  return (
    <div className={compact ? styles.compact : styles.fallback} role="alert" data-testid="remote-fallback">
      <AlertIcon size={48} />
      <p className={styles.message}>{t(incompatible ? 'remote.incompatible' : 'remote.failed')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </div>
  );
}
