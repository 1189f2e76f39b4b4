import { MAX_SEARCH_QUERY_LENGTH } from 'shared-contracts';
import { useId, useState } from 'react';
import { useSession } from 'shared-client';
import type { FlaggedList } from 'shared-client/settings';
import { useFollowListQuery } from 'shared-client/queries';
import { Button, EmptyState, LoadingState, RetryPanel } from 'shared-ui';
import { useFlaggedAccountsQuery } from 'shared-client/settings';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import { FlagToggleButton } from './FlagToggleButton';
import { SettingsLayout } from './SettingsLayout';
import { SettingsUserRow } from './SettingsUserRow';
import * as filterStyles from './FlaggedAccounts.module.css';
import * as styles from './Settings.module.css';

const TEXTS = {
  besties: {
    section: 'closeFriends',
    intro: 'settings.closeFriends.intro',
    listTitle: 'settings.closeFriends.listTitle',
    empty: 'settings.closeFriends.empty',
  },
  favorites: {
    section: 'favorites',
    intro: 'settings.favorites.intro',
    listTitle: 'settings.favorites.listTitle',
    empty: 'settings.favorites.empty',
  },
} as const;

/**
 * /accounts/close_friends/ and /accounts/favorites/ (docs/behaviour/settings.md#close-friends-and-favorites):
 * the list with Remove, then the accounts the viewer follows (searchable by name) with Add or
 * Remove. Only followed accounts can be on either list.
 */
export function FlaggedAccountsScreen({ list }: { list: FlaggedList }) {
  const t = useSettingsTranslation();
  const texts = TEXTS[list];
  const flagged = useFlaggedAccountsQuery(list);
  return (
    <SettingsLayout section={texts.section}>
      <p className={styles.intro}>{t(texts.intro)}</p>
      {flagged.isPending ? (
        <LoadingState label={t('settings.loading')} />
      ) : flagged.isError ? (
        <RetryPanel message={t('settings.error')} onRetry={() => void flagged.refetch()} />
      ) : (
        <section aria-labelledby={`${list}-title`}>
          <h3 id={`${list}-title`} className={styles.subheading}>
            {t(texts.listTitle, { count: flagged.data.users.length })}
          </h3>
          {flagged.data.users.length === 0 ? (
            <p className={styles.muted} data-testid="flagged-empty">
              {t(texts.empty)}
            </p>
          ) : (
            <ul className={styles.list} data-testid="flagged-list">
              {flagged.data.users.map((user) => (
                <SettingsUserRow key={user.pk} user={user}>
                  <FlagToggleButton user={user} list={list} known={user.friendship_status} />
                </SettingsUserRow>
              ))}
            </ul>
          )}
        </section>
      )}
      <FollowingPicker list={list} />
    </SettingsLayout>
  );
}

/** The accounts the viewer follows, filtered by what is typed, each with Add or Remove. */
function FollowingPicker({ list }: { list: FlaggedList }) {
  const t = useSettingsTranslation();
  const viewerPk = useSession().viewer?.pk ?? '';
  const following = useFollowListQuery('following', viewerPk);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const users = following.data ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? users.filter((u) => u.username.toLowerCase().includes(needle) || u.full_name.toLowerCase().includes(needle))
    : users;
  return (
    <section aria-labelledby={`${list}-following`}>
      <h3 id={`${list}-following`} className={styles.subheading}>
        {t('settings.list.following')}
      </h3>
      <input
        id={filterId}
        type="search"
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        className={filterStyles.filter}
        placeholder={t('settings.list.filter')}
        aria-label={t('settings.list.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        data-testid="following-filter"
      />
      {following.isPending ? (
        <LoadingState label={t('settings.loading')} size="inline" />
      ) : following.isError && users.length === 0 ? (
        <RetryPanel message={t('settings.error')} onRetry={() => void following.refetch()} />
      ) : users.length === 0 ? (
        <EmptyState title={t('settings.list.noFollowing')} headingLevel={3} compact />
      ) : (
        <>
          {shown.length === 0 ? (
            <p className={styles.muted}>{t('settings.list.noMatch')}</p>
          ) : (
            <ul className={styles.list} data-testid="following-list">
              {shown.map((user) => (
                <SettingsUserRow key={user.pk} user={user}>
                  <FlagToggleButton user={user} list={list} known={user.friendship_status} />
                </SettingsUserRow>
              ))}
            </ul>
          )}
          {following.hasNextPage && (
            <Button
              variant="secondary"
              className={styles.more}
              busy={following.isFetchingNextPage}
              onClick={() => void following.fetchNextPage()}
            >
              {t('settings.blocked.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
