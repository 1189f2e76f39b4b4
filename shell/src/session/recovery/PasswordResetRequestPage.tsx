import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SHELL_PATHS } from 'shared-contracts';
import { Button, LocaleSelect, useTranslator } from 'shared-ui';
import * as card from '../AuthCard.module.css';
import * as styles from './Recovery.module.css';
import { recoveryCatalogs } from './recovery-messages';
import { requestPasswordReset } from './recovery-api';
import { useRecoverySend } from './use-recovery-send';

/**
 * "Trouble logging in?" (/accounts/password/reset/): a username or email, and a link by mail. The
 * answer never says whether an account matched (docs/behaviour/accounts.md#password-reset).
 */
export function PasswordResetRequestPage() {
  const t = useTranslator(recoveryCatalogs);
  const [identifier, setIdentifier] = useState('');
  const { pending, done: sent, error, doneRef: sentRef, send } = useRecoverySend();

  const handleSubmit = (event: FormEvent): Promise<void> => {
    event.preventDefault();
    return send(() => requestPasswordReset(identifier.trim()));
  };

  return (
    <main className={card.page}>
      <form className={card.card} onSubmit={handleSubmit} aria-labelledby="reset-title" data-testid="password-reset">
        <h1 className={styles.title} id="reset-title">
          {t('recovery.request.title')}
        </h1>
        {sent ? (
          <p className={styles.status} role="status" tabIndex={-1} ref={sentRef}>
            {t('recovery.request.sent')}
          </p>
        ) : (
          <>
            <p className={card.tagline}>{t('recovery.request.intro')}</p>
            <label className={card.field}>
              <span className="lm-visually-hidden">{t('recovery.request.identifier')}</span>
              <input
                className={card.input}
                name="username_or_email"
                autoComplete="username"
                autoCapitalize="off"
                placeholder={t('recovery.request.identifier')}
                value={identifier}
                onChange={(e) => setIdentifier(e.target.value)}
                required
              />
            </label>
            <Button type="submit" fullWidth className={card.submit} disabled={pending || !identifier.trim()}>
              {t('recovery.request.submit')}
            </Button>
          </>
        )}
        {error && (
          <p className={card.error} role="alert">
            {t(error)}
          </p>
        )}
      </form>
      <p className={card.switch}>
        <Link to={SHELL_PATHS.login}>{t('recovery.backToLogin')}</Link>
      </p>
      <LocaleSelect testId="language-switcher" />
    </main>
  );
}
