import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SHELL_PATHS } from 'shared-contracts';
import { LocaleSelect, useTranslator } from 'shared-ui';
import * as card from '../AuthCard.module.css';
import * as styles from './Recovery.module.css';
import { recoveryCatalogs, type RecoveryMessageKey } from './recovery-messages';
import { confirmEmailAddress, recoveryErrorKey } from './recovery-api';

/**
 * An address confirmation link's page (/accounts/email/confirm/?token=…): it confirms on opening,
 * in any browser, logged in or not (docs/behaviour/accounts.md#email-address).
 */
export function EmailConfirmPage() {
  const t = useTranslator(recoveryCatalogs);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<RecoveryMessageKey>(token ? 'recovery.email.pending' : 'recovery.linkInvalid');
  // Sent once: a second send of a used token would only say it was used.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmailAddress(token).then(
      () => setOutcome('recovery.email.done'),
      (failure: unknown) => setOutcome(recoveryErrorKey(failure)),
    );
  }, [token]);

  const finished = outcome !== 'recovery.email.pending';
  const failed = finished && outcome !== 'recovery.email.done';
  return (
    <main className={card.page}>
      <section className={card.card} aria-labelledby="email-confirm-title" data-testid="email-confirm">
        <h1 className={styles.title} id="email-confirm-title">
          {t('recovery.email.title')}
        </h1>
        <p className={failed ? card.error : styles.status} role={failed ? 'alert' : 'status'}>
          {t(outcome)}
        </p>
        {finished && (
          <a className={styles.next} href={SHELL_PATHS.home}>
            {t('recovery.email.continue')}
          </a>
        )}
      </section>
      <LocaleSelect testId="language-switcher" />
    </main>
  );
}
