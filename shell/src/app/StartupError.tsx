import { Button } from 'shared-ui';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './StartupError.module.css';

/** Shown when the server cannot be reached at start-up. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  const t = useShellTranslation();
  return (
    <main className={styles.page} role="alert">
      <p>{t('error.network')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </main>
  );
}
