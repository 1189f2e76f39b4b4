import { useQueryClient } from '@tanstack/react-query';
import { requestToast } from 'shared-contracts/bus';
import type { BlockedAccount } from 'shared-client/settings';
import { useBlockMutation } from 'shared-client/queries';
import { Button, EmptyState, LoadingState, RetryPanel } from 'shared-ui';
import { removeFromBlockedList, useBlockedAccountsQuery } from 'shared-client/settings';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { SettingsLayout } from './SettingsLayout';
import { SettingsUserRow } from './SettingsUserRow';
import * as styles from './Settings.module.css';

/**
 * /accounts/blocked_accounts/ (docs/behaviour/settings.md#blocked-accounts): the accounts the
 * viewer blocks, most recent first, 20 at a time, each with Unblock; an unblocked account leaves
 * the list with a toast.
 */
export default function BlockedAccountsScreen() {
  const t = useSettingsTranslation();
  const list = useBlockedAccountsQuery();
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <SettingsLayout section="blocked">
      <p className={styles.intro}>{t('settings.blocked.intro')}</p>
      {list.isPending ? (
        <LoadingState label={t('settings.loading')} />
      ) : list.isError && users.length === 0 ? (
        <RetryPanel message={t('settings.error')} onRetry={() => void list.refetch()} />
      ) : users.length === 0 ? (
        <EmptyState title={t('settings.blocked.empty')} headingLevel={3} compact testId="blocked-empty" />
      ) : (
        <>
          <ul className={styles.list} data-testid="blocked-list">
            {users.map((user) => (
              <SettingsUserRow key={user.pk} user={user}>
                <UnblockButton user={user} />
              </SettingsUserRow>
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="secondary"
              className={styles.more}
              busy={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
              data-testid="blocked-more"
            >
              {t('settings.blocked.more')}
            </Button>
          )}
        </>
      )}
    </SettingsLayout>
  );
}

/** Unblock: the shared block mutation (it announces the change), then the row leaves the list. */
function UnblockButton({ user }: { user: BlockedAccount }) {
  const t = useSettingsTranslation();
  const client = useQueryClient();
  const unblock = useBlockMutation(user.pk);
  return (
    <Button
      variant="secondary"
      size="small"
      busy={unblock.isPending}
      aria-label={t('settings.blocked.unblockLabel', { username: user.username })}
      onClick={() =>
        unblock.mutate(
          { block: false },
          {
            onSuccess: () => {
              removeFromBlockedList(client, user.pk);
              requestToast({ message: t('settings.blocked.unblocked', { username: user.username }) });
            },
            onError: () => requestToast({ message: t('settings.genericError') }),
          },
        )
      }
      data-testid="unblock"
    >
      {t('settings.blocked.unblock')}
    </Button>
  );
}
