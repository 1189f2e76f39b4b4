import { useParams } from 'react-router';
import type { RouteScreenProps } from 'shared-contracts';
import { PostDetail } from './PostDetail';
import { PostPageSkeleton } from './PostPageSkeleton';
import { usePostPage } from './use-post-page';
import { useDesktopLayout } from './use-desktop-layout';
import { usePostPageTranslation } from './messages';
import * as styles from './PostPage.module.css';

function PostLoadError({ onRetry }: { onRetry: () => void }) {
  const t = usePostPageTranslation();
  return (
    <main className={styles.page} data-testid="post-page-error">
      <div className={styles.error} role="alert">
        <p>{t('page.error')}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('page.retry')}
        </button>
      </div>
    </main>
  );
}

/** The post page at /p/{shortcode}/ (route `feed.post`); unknown or hidden posts are not found. */
export default function PostPageScreen({ NotFound }: RouteScreenProps) {
  const { shortcode = '' } = useParams();
  const desktop = useDesktopLayout();
  const { load, retry } = usePostPage(shortcode);
  if (load.status === 'missing') return <NotFound />;
  if (load.status === 'error') return <PostLoadError onRetry={retry} />;
  if (load.status === 'loading') return <PostPageSkeleton desktop={desktop} />;
  return <PostDetail media={load.media} />;
}
