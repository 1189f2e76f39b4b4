import { AlertIcon, Button } from 'shared-ui';
import { RemoteUnavailableError } from './remote-registry';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './RemoteFallback.module.css';

/** The visible, translated fallback of a remote that failed, with a Retry button. */
export function RemoteFallback({
  error,
  onRetry,
  compact,
  page,
}: {
  error: Error;
  onRetry: () => void;
  compact?: boolean;
  /** The fallback is the whole page: its message is the page's heading. */
  page?: boolean;
}) {
  const t = useShellTranslation();
  const incompatible = error instanceof RemoteUnavailableError && error.reason === 'incompatible';
  const Message = page ? 'h1' : 'p';
  return (
    <div className={compact ? styles.compact : styles.fallback} role="alert" data-testid="remote-fallback">
      <AlertIcon size={48} />
      <Message className={styles.message}>{t(incompatible ? 'remote.incompatible' : 'remote.failed')}</Message>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </div>
  );
}
