import { useEffect, useId, useRef } from 'react';
import { logImpression } from 'shared-client';
import { useTranslator } from 'shared-ui';
import { CloseIcon, IconButton } from 'shared-ui';
import { visitorCatalogs } from './visitor-messages';
import { VisitorButtons } from './VisitorButtons';
import * as styles from './Visitors.module.css';

/**
 * The logged-out half sheet at the bottom of a desktop page: an invitation, not a dialog, so the
 * page stays usable (docs/behaviour/logged-out.md#the-half-sheet).
 */
export function HalfSheet({ onClose, hidden = false }: { onClose: () => void; hidden?: boolean }) {
  const t = useTranslator(visitorCatalogs);
  const titleId = useId();
  const sheet = useRef<HTMLElement>(null);
  // One impression, the first time the sheet is seen (it may wait hidden under a card).
  const logged = useRef(false);
  useEffect(() => {
    if (hidden || logged.current) return;
    logged.current = true;
    logImpression('half_sheet');
  }, [hidden]);
  useEffect(() => {
    // The sheet is fixed over the bottom of the page: room below the page as tall as the sheet
    // keeps the footer's last links reachable by scrolling while it is open.
    const element = sheet.current;
    if (!element) return undefined;
    const body = document.body;
    const before = body.style.paddingBottom;
    const fit = (): void => {
      body.style.paddingBottom = `${Math.ceil(element.getBoundingClientRect().height)}px`;
    };
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, []);
  return (
    <aside
      ref={sheet}
      className={styles.halfSheet}
      aria-labelledby={titleId}
      data-testid="visitor-half-sheet"
      hidden={hidden}
    >
      <div className={styles.halfSheetInner}>
        <div className={styles.halfSheetText}>
          <h2 id={titleId} className={styles.halfSheetTitle}>
            {t('halfSheet.title')}
          </h2>
          <p className={styles.halfSheetBody}>{t('halfSheet.body')}</p>
        </div>
        <VisitorButtons login={t('wall.login')} signup={t('wall.signup')} className={styles.halfSheetButtons} />
        <IconButton label={t('halfSheet.close')} onClick={onClose} className={styles.halfSheetClose}>
          <CloseIcon size={18} />
        </IconButton>
      </div>
    </aside>
  );
}
