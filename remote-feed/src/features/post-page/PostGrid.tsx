import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MEDIA_SIZES, postPath, type Media } from 'shared-contracts';
import { PostThumbnail, ThumbnailGrid } from 'shared-client/post-grid';
import * as styles from './PostPage.module.css';

/** A titled grid of post thumbnails linking to their pages; nothing when there are none. */
export function PostGrid({ heading, items, testId }: { heading: ReactNode; items: Media[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.related} data-testid={testId}>
      <h2 className={styles.relatedHeading}>{heading}</h2>
      <ThumbnailGrid>
        {items.map((media) => (
          <li key={media.pk}>
            <PostThumbnail
              media={media}
              sizes={MEDIA_SIZES.grid}
              renderLink={({ className, children }) => (
                <Link to={postPath(media.code)} className={className} data-testid="related-post">
                  {children}
                </Link>
              )}
            />
          </li>
        ))}
      </ThumbnailGrid>
    </section>
  );
}
