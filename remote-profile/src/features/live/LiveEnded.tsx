import { Link } from 'react-router';
import { profilePath, type Profile } from 'shared-contracts';
import { Avatar } from 'shared-client';
import { buttonClassName, useDocumentTitle } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import * as styles from './LiveEnded.module.css';

/**
 * /{username}/live/ when the account is not broadcasting (docs/behaviour/profiles.md#live-page):
 * the account's picture, the page's heading that the live video has ended and a link to its
 * profile, instead of the not-found page. Its own markup rather than the kit's EmptyState, whose
 * heading is never the page's level-one heading.
 */
export function LiveEnded({ profile }: { profile: Profile }) {
  const t = useProfileTranslation();
  useDocumentTitle(t('profile.live.documentTitle', { username: profile.username }));
  return (
    <section className={styles.ended} data-testid="live-ended">
      <Avatar src={profile.profile_pic_url} size={96} />
      <h1 className={styles.title}>{t('profile.live.ended')}</h1>
      <p className={styles.body}>{t('profile.live.endedBody', { username: profile.username })}</p>
      <Link to={profilePath(profile.username)} className={buttonClassName({ variant: 'primary' })}>
        {t('profile.live.toProfile', { username: profile.username })}
      </Link>
    </section>
  );
}
