import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './StartupError.module.css';

/** Shown when the server cannot be reached at start-up. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  const t = useShellTranslation();
  return (
    <main className={styles.page} role="alert">
      <p>{t('error.network')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </main>
  );
}
