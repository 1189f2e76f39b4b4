import { EmptyState, LockIcon } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import * as styles from './ProfilePosts.module.css';

/** "This account is private": the viewer may not see this content (docs/behaviour/profiles.md#content). */
export function PrivateAccountNotice() {
  const t = useProfileTranslation();
  return (
    <section className={styles.notice}>
      <EmptyState
        icon={<LockIcon size={62} />}
        title={t('profile.private.title')}
        body={t('profile.private.body')}
        testId="private-account"
      />
    </section>
  );
}

/** The blocker's view of the account they blocked: no content, and how to see it again. */
export function BlockedAccountNotice({ username }: { username: string }) {
  const t = useProfileTranslation();
  return (
    <section className={styles.notice}>
      <EmptyState
        icon={<LockIcon size={62} />}
        title={t('profile.blocked.title', { username })}
        body={t('profile.blocked.body')}
        testId="blocked-account"
      />
    </section>
  );
}
