import { useId } from 'react';
import { formatNumber, MAX_CAPTION_LENGTH, useLocale } from 'shared-contracts';
import { useCreateTranslation } from '../../i18n/messages';
import { clampText } from './caption';
import * as styles from './DetailsPanel.module.css';

/** The caption textarea with its live "n/2,200" counter; input past the limit is cut off. */
export function CaptionField({
  value,
  onChange,
  readOnly,
}: {
  value: string;
  onChange: (caption: string) => void;
  readOnly?: boolean;
}) {
  const t = useCreateTranslation();
  const locale = useLocale();
  const inputId = useId();
  const counterId = useId();
  const count = formatNumber(value.length, locale);
  const max = formatNumber(MAX_CAPTION_LENGTH, locale);
  return (
    <div className={styles.captionField}>
      <label htmlFor={inputId} className="lm-visually-hidden">
        {t('details.caption')}
      </label>
      <textarea
        id={inputId}
        className={styles.captionInput}
        value={value}
        onChange={(event) => onChange(clampText(event.currentTarget.value, MAX_CAPTION_LENGTH))}
        maxLength={MAX_CAPTION_LENGTH}
        placeholder={t('details.captionPlaceholder')}
        readOnly={readOnly}
        aria-describedby={counterId}
        rows={7}
        data-autofocus
        data-testid="caption-input"
      />
      <div className={styles.counter}>
        <span aria-hidden="true" data-testid="caption-counter">
          {t('details.captionCount', { count, max })}
        </span>
        <span id={counterId} className="lm-visually-hidden">
          {t('details.captionCountLabel', { count, max })}
        </span>
      </div>
    </div>
  );
}
