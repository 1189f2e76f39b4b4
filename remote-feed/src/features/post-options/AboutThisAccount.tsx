import { useEffect, useState } from 'react';
import {
  fetchAboutThisAccount,
  truncateUsername,
  useLocale,
  type AboutThisAccount as About,
  type Locale,
  type UserSummary,
} from 'shared-contracts';
import { Avatar, VerifiedBadge } from 'shared-contracts/ui';
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
  const [answer, setAnswer] = useState<About | 'error' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchAboutThisAccount(user.pk, controller.signal)
      .then(setAnswer)
      .catch(() => {
        if (!controller.signal.aborted) setAnswer('error');
      });
    return () => controller.abort();
  }, [user.pk]);

  return (
    <div className={styles.about}>
      <Avatar src={user.profile_pic_url} size={77} />
      <p className={styles.aboutName}>
        {truncateUsername(user.username)}
        {user.is_verified && <VerifiedBadge label={t('post.verified')} />}
      </p>
      {answer === null && <p className={styles.aboutStatus} role="status" aria-busy="true" />}
      {answer === 'error' && (
        <p className={styles.aboutStatus} role="alert">
          {t('about.error')}
        </p>
      )}
      {answer !== null && answer !== 'error' && (
        <dl className={styles.facts} data-testid="about-facts">
          <div>
            <dt>{t('about.joined')}</dt>
            <dd>{formatJoined(answer.date_joined, locale)}</dd>
          </div>
          {answer.former_username_count > 0 && (
            <div>
              <dt>{t('about.formerUsernames')}</dt>
              <dd>{answer.former_username_count}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
