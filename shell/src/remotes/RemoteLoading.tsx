import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './RemoteLoading.module.css';

/** A quiet spinner while a remote's code arrives. */
export function RemoteLoading() {
  const t = useShellTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="lm-visually-hidden">{t('remote.loading')}</span>
    </div>
  );
}
