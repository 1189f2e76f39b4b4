import { useId } from 'react';
import { useCreateTranslation } from '../../i18n/messages';
import { ALT_TEXT_MAX_LENGTH, clampText } from './caption';
import * as styles from './DetailsPanel.module.css';

/** Optional alt text (sent as custom_accessibility_caption). */
export function AltTextField({
  label,
  value,
  onChange,
  readOnly,
}: {
  label?: string;
  value: string;
  onChange: (altText: string) => void;
  readOnly?: boolean;
}) {
  const t = useCreateTranslation();
  const inputId = useId();
  const hintId = useId();
  return (
    <div className={styles.altField}>
      <label htmlFor={inputId} className={styles.altLabel}>
        {label ?? t('details.altText')}
      </label>
      <input
        id={inputId}
        type="text"
        className={styles.altInput}
        value={value}
        onChange={(event) => onChange(clampText(event.currentTarget.value, ALT_TEXT_MAX_LENGTH))}
        maxLength={ALT_TEXT_MAX_LENGTH}
        placeholder={t('details.altTextPlaceholder')}
        readOnly={readOnly}
        aria-describedby={hintId}
        data-testid="alt-text-input"
      />
      <p id={hintId} className={styles.altHint}>
        {t('details.altTextHint')}
      </p>
    </div>
  );
}
