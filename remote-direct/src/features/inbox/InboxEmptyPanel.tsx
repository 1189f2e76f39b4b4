import { useId } from 'react';
import { useDirectTranslation } from '../../i18n/messages';
import * as styles from './InboxEmptyPanel.module.css';

/** The desktop right pane while no conversation is open. */
export function InboxEmptyPanel() {
  const t = useDirectTranslation();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="inbox-panel">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="48" height="48">
          <path
            d="M22 3 9.218 10.083M11.698 20.334 22 3.001H2l7.218 7.083 2.48 10.25Z"
            fill="none"
            stroke="currentColor"
            strokeLinejoin="round"
            strokeWidth="1.5"
          />
        </svg>
      </span>
      <h2 id={titleId} className={styles.title}>
        {t('inbox.panel.title')}
      </h2>
      <p className={styles.body}>{t('inbox.panel.body')}</p>
    </section>
  );
}
