import { SettingsLayout } from '../settings/SettingsLayout';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DownloadSection } from './DownloadSection';

/**
 * The account's own data at /accounts/your_information/ (docs/behaviour/own-data.md#the-page):
 * download a copy, or delete the account; a settings section (docs/behaviour/settings.md#navigation).
 * The shell sends visitors to the login first.
 */
export default function YourInformationScreen() {
  return (
    <SettingsLayout section="yourInformation">
      <div data-testid="your-information">
        <DownloadSection />
        <DeleteAccountSection />
      </div>
    </SettingsLayout>
  );
}
