import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { SlotProps } from 'shared-contracts';
import { useConsentTranslation } from '../../i18n/messages';
import { ConsentLanguageSelect } from './ConsentLanguageSelect';
import { CookieCategories } from './CookieCategories';
import type { ConsentChoice } from './consent-choice';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useConsentChoice } from './use-consent-choice';
import { useFocusTrap } from './use-focus-trap';
import * as styles from './CookieDialog.module.css';

/**
 * The blocking cookie dialog for a browser that has not chosen yet. A choice is required, so
 * neither Escape nor a click outside dismisses it.
 */
export default function CookieDialog({ onClose }: SlotProps) {
  const t = useConsentTranslation();
  const { saving, choose } = useConsentChoice(onClose);
  const [showCategories, setShowCategories] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const lastTrigger = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const categoriesId = useId();
  useFocusTrap(dialogRef);
  useBodyScrollLock();

  // Disabling the focused button while saving drops focus to <body>; after a failed save, give
  // it back to the button the visitor used so they can simply try again.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (saving || !dialog || dialog.contains(document.activeElement)) return;
    const trigger = lastTrigger.current;
    if (trigger?.isConnected && dialog.contains(trigger)) trigger.focus();
    else dialog.focus();
  }, [saving]);

  const handleChoice = (choice: ConsentChoice): void => {
    lastTrigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    choose(choice);
  };

  // Keeps focus in the dialog when the backdrop is pressed (it has nothing to focus).
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.target === event.currentTarget) event.preventDefault();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <div className={styles.backdrop} data-testid="cookie-consent-backdrop" onMouseDown={handleBackdropMouseDown}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-busy={saving}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        data-testid="cookie-consent-dialog"
      >
        <div className={styles.body}>
          <div className={styles.toolbar}>
            <ConsentLanguageSelect disabled={saving} />
          </div>
          <h2 id={titleId} className={styles.title}>
            {t('dialog.title')}
          </h2>
          <div id={descriptionId} className={styles.description}>
            <p>{t('dialog.intro')}</p>
            <p>{t('dialog.essential')}</p>
          </div>
          <p className={styles.description}>{t('dialog.optional')}</p>
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={showCategories}
            aria-controls={categoriesId}
            disabled={saving}
            onClick={() => setShowCategories((open) => !open)}
          >
            {t('dialog.chooseByCategory')}
            <svg className={styles.chevron} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <path
                d="m6 9 6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          {showCategories && (
            <CookieCategories
              id={categoriesId}
              disabled={saving}
              onAllowSelected={(controls) => handleChoice({ kind: 'selected', controls })}
            />
          )}
        </div>
        <div className={styles.footer}>
          <button
            type="button"
            className={styles.primary}
            disabled={saving}
            onClick={() => handleChoice({ kind: 'all' })}
          >
            {t('dialog.allowAll')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={saving}
            onClick={() => handleChoice({ kind: 'essential' })}
          >
            {t('dialog.declineOptional')}
          </button>
          <span className="lm-visually-hidden" role="status">
            {saving ? t('dialog.saving') : ''}
          </span>
        </div>
      </div>
    </div>
  );
}
