import { useId, useState } from 'react';
import { ACCOUNT_DELETION_GRACE_DAYS } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import * as styles from './YourInformation.module.css';

/** "Delete account": what it means, and the button that opens the confirmation. */
export function DeleteAccountSection() {
  const t = useProfileTranslation();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="delete-section">
      <h2 className={styles.heading} id={headingId}>
        {t('info.delete.title')}
      </h2>
      <p className={styles.text}>{t('info.delete.body', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      <Button variant="danger" onClick={() => setConfirming(true)} aria-haspopup="dialog" data-testid="delete-open">
        {t('info.delete.open')}
      </Button>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </section>
  );
}
