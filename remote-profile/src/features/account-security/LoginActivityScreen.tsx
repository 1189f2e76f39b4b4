import { formatTimeAgo, type SessionSummary } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { Button, LoadingState, RetryPanel, useLocale } from 'shared-ui';
import { useSecurityTranslation } from '../../i18n/security-messages';
import { SettingsLayout } from '../settings/SettingsLayout';
import { useEndSessions, useSessionsQuery } from './account-security-api';
import * as settingsStyles from '../settings/Settings.module.css';
import * as styles from './LoginActivity.module.css';

/**
 * /accounts/login_activity/ (docs/behaviour/accounts.md#where-youre-logged-in): the account's
 * sessions, this device first and marked, each other one with Log out, and Log out of all other
 * sessions. A session ended here is logged out on its device at its next action.
 */
export default function LoginActivityScreen() {
  const t = useSecurityTranslation();
  const locale = useLocale();
  const sessions = useSessionsQuery();
  const end = useEndSessions();
  const endSessions = (id: string | null) =>
    end.mutate(id, {
      onSuccess: () =>
        requestToast({ message: t(id === null ? 'security.sessions.loggedOutOthers' : 'security.sessions.loggedOut') }),
      onError: () => requestToast({ message: t('security.sessions.failed') }),
    });
  const deviceOf = ({ browser, os }: SessionSummary) =>
    browser && os
      ? t('security.sessions.device', { browser, os })
      : (browser ?? os ?? t('security.sessions.unknownDevice'));
  const ago = (ms: number) => formatTimeAgo(ms / 1000, locale);

  return (
    <SettingsLayout section="loginActivity">
      <p className={settingsStyles.intro}>{t('security.sessions.intro')}</p>
      {sessions.isPending ? (
        <LoadingState label={t('security.loading')} />
      ) : sessions.isError ? (
        <RetryPanel message={t('security.error')} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className={settingsStyles.list} aria-label={t('security.sessions.list')} data-testid="session-list">
            {sessions.data.sessions.map((session) => (
              <li key={session.id} className={styles.row} data-testid="session-row" data-current={session.current}>
                <div className={styles.text}>
                  <p className={styles.device}>
                    {deviceOf(session)}
                    {session.current && <span className={styles.current}>{t('security.sessions.thisDevice')}</span>}
                  </p>
                  <p className={styles.times}>
                    {t('security.sessions.times', {
                      lastUsed: ago(session.last_used_at),
                      created: ago(session.created_at),
                    })}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={end.isPending}
                    aria-label={t('security.sessions.logOutLabel', { device: deviceOf(session) })}
                    onClick={() => endSessions(session.id)}
                    data-testid="session-logout"
                  >
                    {t('security.sessions.logOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {sessions.data.sessions.some((session) => !session.current) ? (
            <Button
              variant="danger"
              className={styles.others}
              disabled={end.isPending}
              onClick={() => endSessions(null)}
              data-testid="session-logout-others"
            >
              {t('security.sessions.logOutOthers')}
            </Button>
          ) : (
            <p className={settingsStyles.muted}>{t('security.sessions.onlyThis')}</p>
          )}
        </>
      )}
    </SettingsLayout>
  );
}
