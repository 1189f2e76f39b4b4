import { useId } from 'react';
import { useCreateTranslation } from '../../i18n/messages';
import * as styles from './DetailsPanel.module.css';

/** Advanced settings: hide like and view counts, turn off commenting. */
export function AdvancedSettings({
  hideCounts,
  commentsOff,
  onChange,
  readOnly,
}: {
  hideCounts: boolean;
  commentsOff: boolean;
  onChange: (changes: { hideCounts?: boolean; commentsOff?: boolean }) => void;
  readOnly?: boolean;
}) {
  const t = useCreateTranslation();
  const hideId = useId();
  const commentsId = useId();
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>{t('advanced.title')}</summary>
      <div className={styles.setting}>
        <label htmlFor={hideId}>{t('advanced.hideCounts')}</label>
        <input
          id={hideId}
          type="checkbox"
          role="switch"
          checked={hideCounts}
          disabled={readOnly}
          onChange={(event) => onChange({ hideCounts: event.currentTarget.checked })}
          aria-describedby={`${hideId}-hint`}
          data-testid="hide-counts"
        />
        <p id={`${hideId}-hint`} className={styles.settingHint}>
          {t('advanced.hideCountsHint')}
        </p>
      </div>
      <div className={styles.setting}>
        <label htmlFor={commentsId}>{t('advanced.commentsOff')}</label>
        <input
          id={commentsId}
          type="checkbox"
          role="switch"
          checked={commentsOff}
          disabled={readOnly}
          onChange={(event) => onChange({ commentsOff: event.currentTarget.checked })}
          aria-describedby={`${commentsId}-hint`}
          data-testid="comments-off"
        />
        <p id={`${commentsId}-hint`} className={styles.settingHint}>
          {t('advanced.commentsOffHint')}
        </p>
      </div>
    </details>
  );
}
