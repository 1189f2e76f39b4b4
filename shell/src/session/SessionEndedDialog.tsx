import { SHELL_PATHS } from 'shared-contracts';
import { useTranslator } from 'shared-ui';
import { ActionButton, AlertDialog } from 'shared-ui';
import { sessionEndedCatalogs } from './session-ended-messages';

/**
 * "Logging out": the session ended under the page. It needs an answer, and Log in reloads the
 * whole page on the login path, so nothing of the old session stays in memory
 * (docs/behaviour/accounts.md#when-the-session-ends).
 */
export function SessionEndedDialog() {
  const t = useTranslator(sessionEndedCatalogs);
  return (
    <AlertDialog title={t('ended.title')} description={t('ended.body')} testId="session-ended">
      <ActionButton tone="primary" autoFocusOnOpen onClick={() => window.location.assign(SHELL_PATHS.login)}>
        {t('ended.login')}
      </ActionButton>
    </AlertDialog>
  );
}
