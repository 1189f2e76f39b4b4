import { Link, useLocation, useParams } from 'react-router';
import { formatCount, SHELL_PATHS, type RouteScreenProps } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { useSession } from 'shared-client';
import { useFollowHashtagMutation, useTagInfoQuery, useTagMediaQuery } from '../../discover/index';
import { Button, buttonClassName, LoadingState, RetryPanel, useDocumentTitle } from 'shared-ui';
import { useSearchTranslation } from '../../i18n/messages';
import { MediaSection } from '../media-grid/MediaSection';
import * as styles from '../media-grid/PlaceHeader.module.css';

function FollowHashtag({ tag, following }: { tag: string; following: boolean }) {
  const t = useSearchTranslation();
  const follow = useFollowHashtagMutation(tag);
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size="small"
      busy={follow.isPending}
      aria-pressed={following}
      onClick={() => follow.mutate(!following)}
      data-testid="tag-follow"
    >
      {following ? t('tag.unfollow') : t('tag.follow')}
    </Button>
  );
}

/**
 * /explore/tags/{tag}/: the tag (pictured by its top post), how many posts carry it (counted for
 * this viewer), Follow, then its top posts and its most recent ones. Visitors see it too, without Follow
 * (docs/behaviour/search.md#hashtag-pages).
 */
export default function TagScreen({ NotFound }: RouteScreenProps) {
  const t = useSearchTranslation();
  const locale = useLocale();
  const session = useSession();
  const location = useLocation();
  const { tag = '' } = useParams();
  useDocumentTitle(t('tag.documentTitle', { tag }));
  const info = useTagInfoQuery(tag);
  const top = useTagMediaQuery(tag, 'top');
  const recent = useTagMediaQuery(tag, 'recent');
  if (info.data === null) return <NotFound />;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <main className={styles.page} data-testid="tag-page">
      <header className={styles.header}>
        <span className={styles.glyph} aria-hidden="true">
          {info.data?.profile_pic_url ? (
            <img className={styles.picture} src={info.data.profile_pic_url} alt="" data-testid="tag-picture" />
          ) : (
            '#'
          )}
        </span>
        <div className={styles.text}>
          <h1 className={styles.title}>#{tag}</h1>
          {info.data && (
            <p className={styles.count} data-testid="tag-count">
              {t('tag.posts', { count: formatCount(info.data.media_count, locale) })}
            </p>
          )}
          {info.data &&
            (session.status === 'authenticated' ? (
              <FollowHashtag tag={tag} following={info.data.following} />
            ) : (
              <Link to={`${SHELL_PATHS.login}?next=${next}`} className={buttonClassName({ size: 'small' })}>
                {t('tag.loginToFollow')}
              </Link>
            ))}
        </div>
      </header>
      {info.isPending && <LoadingState label={t('common.loading')} />}
      {info.isError && <RetryPanel message={t('tag.error')} onRetry={() => void info.refetch()} error={info.error} />}
      {info.data && (
        <>
          <MediaSection
            heading={t('tag.top')}
            section={top}
            errorMessage={t('tag.error')}
            emptyMessage={t('tag.empty')}
            testId="tag-top"
          />
          <MediaSection
            heading={t('tag.recent')}
            section={recent}
            errorMessage={t('tag.error')}
            emptyMessage={t('tag.empty')}
            paged
            testId="tag-recent"
          />
        </>
      )}
    </main>
  );
}
