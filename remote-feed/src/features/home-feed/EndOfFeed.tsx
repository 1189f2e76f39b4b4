import { useId } from 'react';
import { CheckCircleIcon } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import * as styles from './HomeFeedScreen.module.css';

/** The end-of-feed demarcator: "You're all caught up", then older posts follow. */
export function EndOfFeed() {
  const t = useFeedTranslation();
  const titleId = useId();
  return (
    <section className={styles.caughtUp} data-testid="end-of-feed" aria-labelledby={titleId}>
      <CheckCircleIcon size={96} />
      <h2 id={titleId} className={styles.caughtUpTitle}>
        {t('feed.caughtUp')}
      </h2>
      <p className={styles.caughtUpBody}>{t('feed.caughtUp.body')}</p>
      <p className={styles.pastPosts}>{t('feed.pastPosts')}</p>
    </section>
  );
}
