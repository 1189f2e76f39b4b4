import { Link } from 'react-router';
import { profilePath, truncateUsername, type Media } from 'shared-contracts';
import { PostGrid } from './PostGrid';
import { usePostPageTranslation } from './messages';
import { useMorePosts, usePostChain } from './use-related-posts';
import * as styles from './PostPage.module.css';

/** "More posts from {username}": up to 6 other posts of the author. */
export function MorePosts({ media }: { media: Media }) {
  const t = usePostPageTranslation();
  const items = useMorePosts(media);
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

/** The trending chain of 5 under a post; hidden when the server has none. */
export function TrendingChain({ media }: { media: Media }) {
  const t = usePostPageTranslation();
  return <PostGrid testId="trending-chain" items={usePostChain(media)} heading={t('page.trending')} />;
}
