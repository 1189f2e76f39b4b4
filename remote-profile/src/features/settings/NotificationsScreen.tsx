import type { ActivityKind } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { Button, LoadingState, RetryPanel, useLocale } from 'shared-ui';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { SwitchList, SwitchOption } from '../switch-option/SwitchOption';
import { SettingsLayout } from './SettingsLayout';
import { BrowserPushSection } from './BrowserPushSection';
import { PAUSE_MINUTES, useChangeNotificationSettings, useNotificationSettingsQuery } from './notification-settings';
import * as styles from './Settings.module.css';

/**
 * /accounts/notifications/ (docs/behaviour/activity.md#settings): pause all notifications for a
 * while, or resume them, each kind on or off, and this browser's notifications. Each change is saved at once and the controls
 * hold still until the server answers; a failure says so and leaves them as they were.
 */
export default function NotificationsScreen() {
  const t = useSettingsTranslation();
  const locale = useLocale();
  const settings = useNotificationSettingsQuery();
  const change = useChangeNotificationSettings();
  const save = (input: Parameters<typeof change.mutate>[0]): void =>
    change.mutate(input, { onError: () => requestToast({ message: t('settings.genericError') }) });
  const pausedUntil = settings.data?.paused_until ?? null;
  const paused = pausedUntil !== null && pausedUntil > (settings.dataUpdatedAt || 0);
  return (
    <SettingsLayout section="notifications">
      {settings.isPending ? (
        <LoadingState label={t('settings.loading')} />
      ) : settings.isError ? (
        <RetryPanel message={t('settings.error')} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <section aria-labelledby="notifications-pause" data-testid="notifications-pause">
            <h2 id="notifications-pause" className={styles.subheading}>
              {t('settings.notifications.pause')}
            </h2>
            {paused ? (
              <p className={styles.buttonRow}>
                <span data-testid="notifications-paused-until">
                  {t('settings.notifications.pausedUntil', {
                    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(pausedUntil),
                  })}
                </span>
                <Button variant="secondary" size="small" disabled={change.isPending} onClick={() => save({ pause: 0 })}>
                  {t('settings.notifications.resume')}
                </Button>
              </p>
            ) : (
              <>
                <p className={styles.intro}>{t('settings.notifications.pauseHint')}</p>
                <p className={styles.buttonRow}>
                  {PAUSE_MINUTES.map((minutes) => (
                    <Button
                      key={minutes}
                      variant="secondary"
                      size="small"
                      disabled={change.isPending}
                      onClick={() => save({ pause: minutes })}
                    >
                      {t(`settings.notifications.pauseFor.${minutes}`)}
                    </Button>
                  ))}
                </p>
              </>
            )}
          </section>
          <h2 className={styles.subheading}>{t('settings.notifications.kinds')}</h2>
          <SwitchList>
            {(Object.keys(settings.data.kinds) as ActivityKind[]).map((kind) => (
              <SwitchOption
                key={kind}
                label={t(`settings.notifications.kind.${kind}`)}
                checked={settings.data.kinds[kind] ?? true}
                disabled={change.isPending}
                onChange={(enabled) => save({ kind, enabled })}
                testId={`notifications-kind-${kind}`}
              />
            ))}
          </SwitchList>
          <BrowserPushSection />
        </>
      )}
    </SettingsLayout>
  );
}
