import { useState } from 'react';
import type { TwoFactorSetup } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { Button, LoadingState, RetryPanel } from 'shared-ui';
import { useTwoFactorTranslation } from '../../../i18n/two-factor-messages';
import { SettingsLayout } from '../../settings/SettingsLayout';
import * as settingsStyles from '../../settings/Settings.module.css';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorForm } from './TwoFactorForm';
import * as styles from './TwoFactor.module.css';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useNewRecoveryCodes,
  useSetUpTwoFactor,
  useTwoFactorStatus,
} from './two-factor-api';

/** Where the page is: the state, a step of setting up, turning off, or the codes shown once. */
type Step =
  | { kind: 'overview' }
  | { kind: 'password'; then: 'setup' | 'newCodes' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'turnOff' }
  | { kind: 'codes'; codes: string[] };

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * /accounts/two_factor_authentication/ (docs/behaviour/settings.md#two-factor-authentication):
 * off → the password → the QR code and the key, then a first code → the ten recovery codes, shown
 * once → on, with "Turn off" and "New recovery codes".
 */
export default function TwoFactorScreen() {
  const t = useTwoFactorTranslation();
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>({ kind: 'overview' });
  const setUp = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const overview = () => setStep({ kind: 'overview' });

  // Each step's form is its own (`key`): nothing typed or pending carries over to the next.
  let body;
  if (step.kind === 'password') {
    body = (
      <TwoFactorForm
        password
        submitLabel="twoFactor.continue"
        key="password"
        testId="two-factor-password"
        onCancel={overview}
        onSubmit={async ({ password }) => {
          if (step.then === 'setup') setStep({ kind: 'scan', setup: await setUp.mutateAsync({ password }) });
          else setStep({ kind: 'codes', codes: (await newCodes.mutateAsync({ password })).recovery_codes });
        }}
      >
        <p className={settingsStyles.intro}>{t('twoFactor.passwordIntro')}</p>
      </TwoFactorForm>
    );
  } else if (step.kind === 'scan') {
    const svg = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.setup.qr_svg)}`;
    body = (
      <TwoFactorForm
        code="app"
        submitLabel="twoFactor.turnOn"
        key="enable"
        testId="two-factor-enable"
        onCancel={overview}
        onSubmit={async ({ code }) => {
          const { recovery_codes } = await enable.mutateAsync({ code });
          requestToast({ message: t('twoFactor.turnedOn') });
          setStep({ kind: 'codes', codes: recovery_codes });
        }}
      >
        <p className={settingsStyles.intro}>{t('twoFactor.scan')}</p>
        <img className={styles.qr} src={svg} alt={t('twoFactor.qrAlt')} width={200} height={200} />
        <p className={settingsStyles.intro}>{t('twoFactor.manual')}</p>
        <p className={styles.secret} data-testid="two-factor-secret" data-secret={step.setup.secret}>
          {grouped(step.setup.secret)}
        </p>
        <p className={settingsStyles.intro}>{t('twoFactor.enterCode')}</p>
      </TwoFactorForm>
    );
  } else if (step.kind === 'turnOff') {
    body = (
      <TwoFactorForm
        password
        code="appOrRecovery"
        submitLabel="twoFactor.turnOff"
        key="disable"
        testId="two-factor-disable"
        onCancel={overview}
        onSubmit={async (values) => {
          await disable.mutateAsync(values);
          requestToast({ message: t('twoFactor.turnedOff') });
          overview();
        }}
      >
        <p className={settingsStyles.intro}>{t('twoFactor.turnOffIntro')}</p>
      </TwoFactorForm>
    );
  } else if (step.kind === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={overview} />;
  } else if (status.isPending) {
    body = <LoadingState label={t('twoFactor.loading')} />;
  } else if (status.isError) {
    body = <RetryPanel message={t('twoFactor.loadError')} onRetry={() => void status.refetch()} />;
  } else if (status.data.enabled) {
    body = (
      <>
        <p data-testid="two-factor-state">{t('twoFactor.on')}</p>
        <p className={settingsStyles.muted}>{t('twoFactor.codesLeft', { count: status.data.recovery_codes_left })}</p>
        <div className={styles.row}>
          <Button type="button" variant="secondary" onClick={() => setStep({ kind: 'password', then: 'newCodes' })}>
            {t('twoFactor.newCodes')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setStep({ kind: 'turnOff' })}>
            {t('twoFactor.turnOff')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p data-testid="two-factor-state">{t('twoFactor.off')}</p>
        <div className={styles.row}>
          <Button type="button" onClick={() => setStep({ kind: 'password', then: 'setup' })}>
            {t('twoFactor.setUp')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <SettingsLayout section="twoFactor">
      <p className={settingsStyles.intro}>{t('twoFactor.intro')}</p>
      {body}
    </SettingsLayout>
  );
}
