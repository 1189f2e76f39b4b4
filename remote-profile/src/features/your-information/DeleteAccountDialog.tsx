import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_DELETION_GRACE_DAYS, isApiError } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { sessionStore } from 'shared-client';
import { useLocale } from 'shared-ui';
import { ActionButton, AlertDialog } from 'shared-ui';
import { useRequestAccountDeletionMutation } from 'shared-client/settings';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';
import { formatMoment } from './download-view';
import * as styles from './YourInformation.module.css';

function failureKey(error: unknown): ProfileMessageKey {
  if (isApiError(error, 'invalid_credentials')) return 'info.delete.wrongPassword';
  if (isApiError(error, 'rate_limited')) return 'info.delete.rateLimited';
  return 'profile.genericError';
}

/**
 * The confirmation of a deletion (docs/behaviour/own-data.md#deleting-an-account): it explains the
 * grace period and asks for the password. Once the server agrees, every session of the account
 * has ended: a toast says when the account goes and the viewer is forgotten here, so the shell
 * sends the page to the log-in page (whose `next` comes back here).
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useProfileTranslation();
  const locale = useLocale();
  const inputId = useId();
  const [password, setPassword] = useState('');
  const deletion = useRequestAccountDeletionMutation();

  const confirm = (): void => {
    if (!password || deletion.isPending) return;
    deletion.mutate(password, {
      onSuccess: ({ purge_after }) => {
        requestToast({ message: t('info.delete.done', { date: formatMoment(purge_after, locale) }) });
        // The page needs a login: with the viewer gone, the shell shows the log-in page.
        sessionStore.setSession(null);
      },
    });
  };
  const handleSubmit = (event: FormEvent): void => {
    event.preventDefault();
    confirm();
  };

  return (
    <AlertDialog
      title={t('info.delete.confirmTitle')}
      description={
        <>
          <p>{t('info.delete.body', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
          <form className={styles.passwordForm} onSubmit={handleSubmit}>
            <label htmlFor={inputId} className={styles.passwordLabel}>
              {t('info.delete.password')}
            </label>
            <input
              id={inputId}
              className={styles.passwordInput}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              data-autofocus
              data-testid="delete-password"
            />
            {deletion.isError && (
              <p className={styles.error} role="alert">
                {t(failureKey(deletion.error))}
              </p>
            )}
          </form>
        </>
      }
      onCancel={deletion.isPending ? undefined : onClose}
      busy={deletion.isPending}
      testId="delete-account-dialog"
    >
      <ActionButton tone="danger" onClick={confirm} disabled={!password || deletion.isPending} testId="delete-confirm">
        {t('info.delete.confirm')}
      </ActionButton>
      <ActionButton onClick={onClose} disabled={deletion.isPending}>
        {t('profile.cancel')}
      </ActionButton>
    </AlertDialog>
  );
}
