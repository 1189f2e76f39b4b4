import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fetchCookieConsent } from 'shared-client';
import type { CookieConsent, SlotProps } from 'shared-contracts';
import { Button, ChevronIcon, CloseIcon, Dialog, IconButton, LocaleSelect } from 'shared-ui';
import { useConsentTranslation } from '../../i18n/messages';
import { CookieCategories } from './CookieCategories';
import { CookieLinks } from './CookieLinks';
import { useConsentChoice } from './use-consent-choice';
import * as styles from './CookieDialog.module.css';

/**
 * The cookie dialog (docs/behaviour/consent.md). For a browser that has not chosen yet it is
 * blocking: no onClose, so neither Escape nor a click outside dismisses it, and focus starts on the
 * dialog itself so a screen reader begins with the title. Reopened from the cookie settings (a
 * choice is recorded) it shows that choice, can be closed, and saves with Confirm.
 */
export default function CookieDialog({ onClose }: SlotProps) {
  const recorded = useQuery({
    queryKey: ['cookie-consent', 'current'],
    queryFn: ({ signal }) => fetchCookieConsent(signal),
    // Asked afresh at every opening: a cached answer would show the choice before the last one.
    gcTime: 0,
    retry: false,
  });
  // Until the answer comes the dialog waits; if it fails it is the first-choice one, nothing ticked.
  if (recorded.isPending) return null;
  const consent = recorded.data?.consent ?? null;
  return <CookieDialogView key={consent ? 'change' : 'first'} onClose={onClose} recorded={consent} />;
}

function CookieDialogView({ onClose, recorded }: SlotProps & { recorded: CookieConsent | null }) {
  const t = useConsentTranslation();
  const changing = recorded !== null;
  const { saving, choose } = useConsentChoice(onClose, changing);
  const [showCategories, setShowCategories] = useState(changing);
  const categoriesId = useId();
  const headingId = useId();

  const section = (key: 'about' | 'why' | 'products' | 'account') => (
    <section className={styles.section} aria-labelledby={`${headingId}-${key}`}>
      <h3 id={`${headingId}-${key}`} className={styles.heading}>
        {t(`section.${key}.title`)}
      </h3>
      <p>{t(`section.${key}.text`)}</p>
    </section>
  );

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
      onClose={changing ? onClose : undefined}
      // The visitor may not read the language the browser guessed. A change of choice may be dropped.
      headerEnd={
        <span className={styles.headerEnd}>
          <LocaleSelect disabled={saving} withIcon />
          {changing && (
            <IconButton label={t('dialog.close')} onClick={onClose} disabled={saving}>
              <CloseIcon size={18} />
            </IconButton>
          )}
        </span>
      }
      testId="cookie-consent-dialog"
    >
      <div className={styles.content}>
        {section('about')}
        {section('why')}
        {section('products')}
        <section className={styles.section} aria-labelledby={`${headingId}-choices`}>
          <h3 id={`${headingId}-choices`} className={styles.heading}>
            {t('section.choices.title')}
          </h3>
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
              initial={recorded?.opted_in_controls ?? []}
              saveLabel={changing ? t('categories.confirm') : t('categories.allowSelected')}
              onAllowSelected={(controls) => choose({ kind: 'selected', controls })}
            />
          )}
        </section>
        {section('account')}
        <CookieLinks />
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
