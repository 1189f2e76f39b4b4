import { truncateUsername, type Locale, type UserSummary } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { useAboutThisAccountQuery } from 'shared-client/queries';
import { Avatar } from 'shared-client';
import { LoadingState, RetryPanel, VerifiedBadge } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import * as styles from './PostOptions.module.css';

/** A join date as month and year ("2024年5月", "May 2024"); date_joined is unix seconds. */
export function formatJoined(dateJoined: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(new Date(dateJoined * 1000));
}

/** "About this account": the author, when they joined and how many usernames they had before. */
export function AboutThisAccount({ user }: { user: UserSummary }) {
  const t = useFeedTranslation();
  const locale = useLocale();
  const about = useAboutThisAccountQuery(user.pk);

  return (
    <div className={styles.about}>
      <Avatar src={user.profile_pic_url} size={77} />
      <p className={styles.aboutName}>
        {truncateUsername(user.username)}
        {user.is_verified && <VerifiedBadge label={t('post.verified')} />}
      </p>
      {!about.data && about.isFetching && <LoadingState />}
      {about.isError && !about.isFetching && (
        <RetryPanel message={t('about.error')} onRetry={() => void about.refetch()} error={about.error} />
      )}
      {about.data && (
        <dl className={styles.facts} data-testid="about-facts">
          <div>
            <dt>{t('about.joined')}</dt>
            <dd>{formatJoined(about.data.date_joined, locale)}</dd>
          </div>
          {about.data.former_username_count > 0 && (
            <div>
              <dt>{t('about.formerUsernames')}</dt>
              <dd>{about.data.former_username_count}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
