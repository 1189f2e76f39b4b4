import { Link } from 'react-router';
import { profilePath, truncateUsername, type Media } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { useMorePostsFromUserQuery, usePostChainQuery } from 'shared-client/queries';
import { PostGrid } from './PostGrid';
import { usePostPageTranslation } from './messages';
import * as styles from './PostPage.module.css';

const NO_POSTS: Media[] = [];

/** "More posts from {username}": up to 6 other posts of the author; hidden while loading or failed. */
export function MorePosts({ media }: { media: Media }) {
  const t = usePostPageTranslation();
  const items = useMorePostsFromUserQuery(media).data ?? NO_POSTS;
  const username = truncateUsername(media.user.username);
  const [before, after = ''] = t('page.morePosts', { username: '\u0000' }).split('\u0000');
  return (
    <PostGrid
      testId="more-posts"
      items={items}
      heading={
        <>
          {before}
          <Link to={profilePath(media.user.username)} className={styles.relatedUser}>
            {username}
          </Link>
          {after}
        </>
      }
    />
  );
}

/** The trending chain of 5 under a post for the viewer's language; hidden when the server has none. */
export function TrendingChain({ media }: { media: Media }) {
  const t = usePostPageTranslation();
  const language = useLocale();
  const items = usePostChainQuery(media, language).data ?? NO_POSTS;
  return <PostGrid testId="trending-chain" items={items} heading={t('page.trending')} />;
}
