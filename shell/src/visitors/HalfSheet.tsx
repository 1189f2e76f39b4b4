import { useEffect, useId } from 'react';
import { logImpression, useTranslator } from 'shared-contracts';
import { CloseIcon, IconButton } from 'shared-contracts/ui';
import { visitorCatalogs } from './visitor-messages';
import { VisitorButtons } from './VisitorButtons';
import * as styles from './Visitors.module.css';

/**
 * The logged-out half sheet at the bottom of a desktop page: an invitation, not a dialog, so the
 * page stays usable (docs/behaviour/logged-out.md#the-half-sheet).
 */
export function HalfSheet({ onClose }: { onClose: () => void }) {
  const t = useTranslator(visitorCatalogs);
  const titleId = useId();
  useEffect(() => logImpression('half_sheet'), []);
  return (
    <aside className={styles.halfSheet} aria-labelledby={titleId} data-testid="visitor-half-sheet">
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
