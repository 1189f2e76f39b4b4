import { useRef, useState, type FormEvent } from 'react';
import { Button, useTranslator } from 'shared-ui';
import * as styles from '../AuthCard.module.css';
import { checkpointErrorKey, confirmSecondFactor } from './two-factor-login';
import { twoFactorCatalogs, type TwoFactorMessageKey } from './two-factor-messages';

/** Props of the login checkpoint. */
export interface TwoFactorCheckpointProps {
  /** The challenge the password step answered. */
  challenge: string;
  /** The session started. */
  onLoggedIn(result: { deletionCancelled: boolean }): void;
  /** Back to the password (the challenge expired, or the person chose to). */
  onRestart(): void;
}

const CODE = /^\d{6}$/;
const RECOVERY = /^[a-z0-9]{10}$/;

/**
 * The login checkpoint after a right password on an account with two-factor authentication: a
 * code from the app, or a recovery code instead (docs/behaviour/accounts.md#logging-in-with-a-second-factor).
 * Checked here first, so a typo costs none of the challenge's five tries.
 */
export function TwoFactorCheckpoint({ challenge, onLoggedIn, onRestart }: TwoFactorCheckpointProps) {
  const t = useTranslator(twoFactorCatalogs);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<TwoFactorMessageKey | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const refuse = (key: TwoFactorMessageKey) => {
    setError(key);
    input.current?.focus();
  };

  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const normalised = recovery ? code.replace(/[\s-]+/g, '').toLowerCase() : code.replace(/\s+/g, '');
    if (!(recovery ? RECOVERY : CODE).test(normalised)) {
      refuse(recovery ? 'twoFactor.error.recovery' : 'twoFactor.error.code');
      return;
    }
    setPending(true);
    setError(null);
    try {
      onLoggedIn(await confirmSecondFactor(challenge, normalised));
    } catch (failure) {
      setPending(false);
      refuse(checkpointErrorKey(failure));
    }
  };

  const switchMode = () => {
    setRecovery(!recovery);
    setCode('');
    setError(null);
    input.current?.focus();
  };

  const expired = error === 'twoFactor.error.expired';
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={handleSubmit} aria-labelledby="two-factor-title" noValidate>
        <h1 className={styles.tagline} id="two-factor-title">
          {t('twoFactor.title')}
        </h1>
        <p id="two-factor-intro">{t(recovery ? 'twoFactor.recoveryIntro' : 'twoFactor.codeIntro')}</p>
        <label className={styles.field}>
          <span className="lm-visually-hidden">{t(recovery ? 'twoFactor.recoveryLabel' : 'twoFactor.codeLabel')}</span>
          <input
            ref={input}
            key={recovery ? 'recovery' : 'code'}
            className={styles.input}
            name="code"
            data-testid="two-factor-code"
            placeholder={t(recovery ? 'twoFactor.recoveryLabel' : 'twoFactor.codeLabel')}
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete={recovery ? 'off' : 'one-time-code'}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={recovery ? 20 : 7}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={error ? 'two-factor-error' : 'two-factor-intro'}
            aria-invalid={error ? true : undefined}
          />
        </label>
        {error && (
          <p className={styles.fieldError} id="two-factor-error" role="alert">
            {t(error)}
          </p>
        )}
        {expired ? (
          <Button type="button" fullWidth className={styles.submit} onClick={onRestart}>
            {t('twoFactor.back')}
          </Button>
        ) : (
          <Button type="submit" fullWidth className={styles.submit} busy={pending} disabled={pending || !code}>
            {t('twoFactor.submit')}
          </Button>
        )}
        <Button type="button" variant="text" onClick={switchMode}>
          {t(recovery ? 'twoFactor.useCode' : 'twoFactor.useRecovery')}
        </Button>
      </form>
      {!expired && (
        <p className={styles.switch}>
          <Button type="button" variant="text" onClick={onRestart}>
            {t('twoFactor.back')}
          </Button>
        </p>
      )}
    </main>
  );
}
