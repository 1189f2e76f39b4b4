import { useEffect } from 'react';
import { useProfileTranslation } from '../../i18n/messages';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DownloadSection } from './DownloadSection';
import * as styles from './YourInformation.module.css';

/**
 * The account's own data at /accounts/your_information/ (docs/behaviour/own-data.md#the-page):
 * download a copy, or delete the account. The shell sends visitors to the login first.
 */
export default function YourInformationScreen() {
  const t = useProfileTranslation();
  const title = t('info.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className={styles.page} data-testid="your-information">
      <h1 className={styles.title}>{t('info.title')}</h1>
      <DownloadSection />
      <DeleteAccountSection />
    </main>
  );
}
