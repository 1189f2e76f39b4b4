import { requestToast } from 'shared-contracts/bus';
import { Button } from 'shared-ui';
import { useTwoFactorTranslation } from '../../../i18n/two-factor-messages';
import * as settingsStyles from '../../settings/Settings.module.css';
import * as styles from './TwoFactor.module.css';

/** The file the codes download as. */
const FILE_NAME = 'lumen-recovery-codes.txt';

/**
 * The ten recovery codes, shown this once (docs/behaviour/settings.md#two-factor-authentication):
 * copied or downloaded as text, one a line.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const t = useTwoFactorTranslation();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    requestToast({ message: t('twoFactor.copied') });
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="two-factor-codes-title" data-testid="two-factor-codes">
      <h2 className={settingsStyles.subheading} id="two-factor-codes-title">
        {t('twoFactor.codesTitle')}
      </h2>
      <p className={settingsStyles.intro}>{t('twoFactor.codesIntro')}</p>
      <ol className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.row}>
        <Button type="button" variant="secondary" onClick={() => void copy().catch(() => undefined)}>
          {t('twoFactor.copy')}
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          {t('twoFactor.download')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('twoFactor.done')}
        </Button>
      </div>
    </section>
  );
}
