import type { CSSProperties } from 'react';
import { CommentSkeleton } from '../comments/CommentList';
import { usePostPageTranslation } from './messages';
import * as styles from './PostPage.module.css';

/** The post page while the post loads, in the final layout's size (a square photo). */
export function PostPageSkeleton({ desktop }: { desktop: boolean }) {
  const t = usePostPageTranslation();
  const header = (
    <div className={styles.skeletonHeader}>
      <span className={styles.skeletonAvatar} />
      <span className={styles.skeletonLine} />
    </div>
  );
  return (
    <main
      className={styles.page}
      aria-busy="true"
      data-testid="post-page-loading"
      data-layout={desktop ? 'desktop' : 'mobile'}
    >
      <span className="lm-visually-hidden" role="status">
        {t('page.loading')}
      </span>
      {desktop ? (
        <div className={styles.post} style={{ '--post-media-aspect': 1 } as CSSProperties} aria-hidden="true">
          <div className={styles.media}>
            <div className={`${styles.mediaBox} ${styles.skeletonMedia}`} />
          </div>
          <div className={styles.details}>
            <div className={styles.detailsInner}>
              {header}
              <div className={styles.scroll}>
                <CommentSkeleton rows={4} />
              </div>
            </div>
          </div>
        </div>
      ) : (
        <div className={styles.postStacked} aria-hidden="true">
          {header}
          <div className={styles.skeletonMediaStacked} />
          <div className={styles.body}>
            <CommentSkeleton rows={2} />
          </div>
        </div>
      )}
    </main>
  );
}
