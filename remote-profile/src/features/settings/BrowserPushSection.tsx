import { useEffect, useState } from 'react';
import { requestToast } from 'shared-contracts/bus';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { SwitchList, SwitchOption } from '../switch-option/SwitchOption';
import { browserPushState, disableBrowserPush, enableBrowserPush, type BrowserPushState } from './browser-push';
import * as styles from './Settings.module.css';

/** Whether this browser's notifications say who did what; a choice of this device, kept on it. */
const PREVIEWS_KEY = 'lumen.pushPreviews';

function storedPreviews(): boolean {
  try {
    return localStorage.getItem(PREVIEWS_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Browser notifications for this device (docs/behaviour/activity.md#browser-notifications): a
 * switch that asks the browser and registers it, and whether its notifications show who did what
 * (off by default: only "something new" on a screen others may see).
 */
export function BrowserPushSection() {
  const t = useSettingsTranslation();
  const [state, setState] = useState<BrowserPushState | null>(null);
  const [previews, setPreviews] = useState(storedPreviews);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void browserPushState().then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);

  const run = async (step: () => Promise<BrowserPushState>) => {
    setBusy(true);
    try {
      setState(await step());
    } catch {
      requestToast({ message: t('settings.notifications.browserError') });
    } finally {
      setBusy(false);
    }
  };
  const choosePreviews = (next: boolean) => {
    setPreviews(next);
    try {
      localStorage.setItem(PREVIEWS_KEY, String(next));
    } catch {
      // Private mode: the choice lasts this page.
    }
    if (state === 'on') void run(() => enableBrowserPush(next));
  };

  return (
    <section aria-labelledby="notifications-browser" data-testid="notifications-browser">
      <h2 id="notifications-browser" className={styles.subheading}>
        {t('settings.notifications.browser')}
      </h2>
      {state === 'unsupported' || state === 'denied' ? (
        <p className={styles.intro} data-testid="notifications-browser-state">
          {t(state === 'denied' ? 'settings.notifications.browserDenied' : 'settings.notifications.browserUnsupported')}
        </p>
      ) : (
        <>
          <p className={styles.intro}>{t('settings.notifications.browserHint')}</p>
          <SwitchList>
            <SwitchOption
              label={t('settings.notifications.browserSwitch')}
              checked={state === 'on'}
              disabled={busy || state === null}
              onChange={(on) => void run(() => (on ? enableBrowserPush(previews) : disableBrowserPush()))}
              testId="notifications-browser-switch"
            />
            <SwitchOption
              label={t('settings.notifications.previews')}
              hint={t('settings.notifications.previewsHint')}
              checked={previews}
              disabled={busy}
              onChange={choosePreviews}
              testId="notifications-browser-previews"
            />
          </SwitchList>
        </>
      )}
    </section>
  );
}
