import { useId, useState } from 'react';
import type { SlotProps } from 'shared-contracts';
import { Button, ChevronIcon, Dialog, LocaleSelect } from 'shared-contracts/ui';
import { useConsentTranslation } from '../../i18n/messages';
import { CookieCategories } from './CookieCategories';
import { useConsentChoice } from './use-consent-choice';
import * as styles from './CookieDialog.module.css';

/**
 * The blocking cookie dialog for a browser that has not chosen yet (a bottom sheet on phones). A
 * choice is required, so it has no onClose: neither Escape nor a click outside dismisses it. Focus
 * starts on the dialog itself, so a screen reader begins with the title.
 */
export default function CookieDialog({ onClose }: SlotProps) {
  const t = useConsentTranslation();
  const { saving, choose } = useConsentChoice(onClose);
  const [showCategories, setShowCategories] = useState(false);
  const categoriesId = useId();

  return (
    <Dialog
      title={t('dialog.title')}
      heading="prominent"
      description={
        <div className={styles.intro}>
          <p>{t('dialog.intro')}</p>
          <p>{t('dialog.essential')}</p>
        </div>
      }
      placement="sheet"
      size="medium"
      initialFocus="dialog"
      busy={saving}
      // The visitor may not read the language the browser guessed.
      headerEnd={<LocaleSelect disabled={saving} withIcon />}
      testId="cookie-consent-dialog"
    >
      <div className={styles.content}>
        <p className={styles.optional}>{t('dialog.optional')}</p>
        <Button
          variant="text"
          className={styles.disclosure}
          aria-expanded={showCategories}
          aria-controls={categoriesId}
          disabled={saving}
          onClick={() => setShowCategories((open) => !open)}
        >
          {t('dialog.chooseByCategory')}
          <ChevronIcon direction={showCategories ? 'up' : 'down'} size={14} />
        </Button>
        {showCategories && (
          <CookieCategories
            id={categoriesId}
            disabled={saving}
            onAllowSelected={(controls) => choose({ kind: 'selected', controls })}
          />
        )}
      </div>
      <div className={styles.footer}>
        <Button size="large" fullWidth disabled={saving} onClick={() => choose({ kind: 'all' })}>
          {t('dialog.allowAll')}
        </Button>
        <Button
          variant="secondary"
          size="large"
          fullWidth
          disabled={saving}
          onClick={() => choose({ kind: 'essential' })}
        >
          {t('dialog.declineOptional')}
        </Button>
        <span className="lm-visually-hidden" role="status">
          {saving ? t('dialog.saving') : ''}
        </span>
      </div>
    </Dialog>
  );
}
