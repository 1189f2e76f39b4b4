import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSession } from 'shared-client';
import { Button } from 'shared-ui';
import { useTwoFactorTranslation, type TwoFactorMessageKey } from '../../../i18n/two-factor-messages';
import * as styles from '../../edit-profile/EditProfileDialog.module.css';
import * as formStyles from '../PasswordScreen.module.css';
import { LabelledField } from '../LabelledField';
import { codeOrRecovery, sixDigits, twoFactorErrorOf, type TwoFactorError } from './two-factor-errors';

/** What a form asks for: the current password, a code from the app, or either kind of code. */
export interface TwoFactorFormProps {
  password?: boolean;
  code?: 'app' | 'appOrRecovery';
  submitLabel: TwoFactorMessageKey;
  children?: ReactNode;
  testId: string;
  /** Sends the checked values; a refusal is shown under its field. */
  onSubmit(values: { password: string; code: string }): Promise<unknown>;
  onCancel(): void;
}

/**
 * A step of the two-factor settings: its fields checked before sending, each refusal under its
 * field with the field focused, a limit or failure under the button
 * (docs/behaviour/settings.md#two-factor-authentication).
 */
export function TwoFactorForm({
  password,
  code,
  submitLabel,
  children,
  testId,
  onSubmit,
  onCancel,
}: TwoFactorFormProps) {
  const t = useTwoFactorTranslation();
  const id = useId();
  const [values, setValues] = useState({ password: '', code: '' });
  const [error, setError] = useState<TwoFactorError | null>(null);
  const [pending, setPending] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const username = useSession().viewer?.username ?? '';

  const show = (found: TwoFactorError) => {
    setError(found);
    if (found.field === 'password') passwordInput.current?.focus();
    if (found.field === 'code') codeInput.current?.focus();
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (password && !values.password) return show({ field: 'password', key: 'twoFactor.error.missingPassword' });
    const checked = code === 'app' ? sixDigits(values.code) : code ? codeOrRecovery(values.code) : '';
    if (checked === null) {
      return show({ field: 'code', key: code === 'app' ? 'twoFactor.error.code' : 'twoFactor.error.codeOrRecovery' });
    }
    setError(null);
    setPending(true);
    try {
      await onSubmit({ password: values.password, code: checked });
    } catch (failure) {
      setPending(false);
      show(twoFactorErrorOf(failure));
    }
  };
  const change = (field: 'password' | 'code') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setError(null);
  };
  const fieldError = (field: 'password' | 'code') => (error?.field === field ? t(error.key) : null);

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate data-testid={testId}>
      {children}
      {password && (
        <>
          {/* For password managers: whose password this is (it is not sent). */}
          <input type="text" autoComplete="username" value={username} readOnly hidden />
          <LabelledField
            ref={passwordInput}
            id={`${id}-password`}
            label={t('twoFactor.password')}
            error={fieldError('password')}
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
          />
        </>
      )}
      {code && (
        <LabelledField
          ref={codeInput}
          id={`${id}-code`}
          label={t(code === 'app' ? 'twoFactor.code' : 'twoFactor.codeOrRecovery')}
          error={fieldError('code')}
          inputMode={code === 'app' ? 'numeric' : 'text'}
          autoComplete={code === 'app' ? 'one-time-code' : 'off'}
          autoCapitalize="off"
          spellCheck={false}
          value={values.code}
          onChange={change('code')}
        />
      )}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
        <Button type="submit" busy={pending}>
          {t(submitLabel)}
        </Button>
      </div>
      {error?.field === 'form' && (
        <p className={styles.error} role="alert">
          {t(error.key)}
        </p>
      )}
    </form>
  );
}
