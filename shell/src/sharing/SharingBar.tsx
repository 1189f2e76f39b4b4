import { useState } from 'react';
import { useBusEvent } from 'shared-client';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './SharingBar.module.css';

/** The "正在分享…" loading bar shown at the top while a post is being shared. */
export function SharingBar() {
  const t = useShellTranslation();
  const [state, setState] = useState<{ active: boolean; percent?: number }>({ active: false });
  useBusEvent('sharing-progress-changed', setState);
  if (!state.active) return null;
  return (
    <div className={styles.bar} role="status" aria-live="polite" data-testid="sharing-bar">
      <span className={styles.text}>{t('sharing.progress')}</span>
      <span className={styles.track} aria-hidden="true">
        <span
          className={styles.fill}
          style={{ width: state.percent !== undefined ? `${Math.round(state.percent)}%` : undefined }}
        />
      </span>
    </div>
  );
}
