import { useSession } from 'shared-client';
import type { Media } from 'shared-contracts';
import { MEDIA_QUERIES, useDocumentTitle, useMediaQuery } from 'shared-ui';
import { CommentComposerArea } from '../comments/CommentComposerArea';
import { VideoUpsell } from '../video-upsell/VideoUpsell';
import { CommentList } from '../comments/CommentList';
import { CommentsPreview } from '../comments/CommentsPreview';
import { LoginToComment } from '../comments/LoginToComment';
import { useCommentsSection } from '../comments/use-comments-section';
import { PostArticle } from './PostArticle';
import { MorePosts, TrendingChain } from './RelatedPosts';
import { usePostPageTranslation } from './messages';
import * as styles from './PostPage.module.css';

/** What a post's part of the page is given: the post, the layout, and the comment a permalink names. */
interface PostProps {
  media: Media;
  desktop: boolean;
  commentId: string | null;
}

function LoggedInPost({ media, desktop, commentId }: PostProps) {
  const section = useCommentsSection(media, commentId);
  return (
    <PostArticle
      media={media}
      desktop={desktop}
      canEngage
      onCommentClick={section.focusComposer}
      comments={<CommentList section={section} />}
      composer={<CommentComposerArea section={section} />}
    />
  );
}

function LoggedOutPost({ media, desktop, commentId }: PostProps) {
  return (
    <PostArticle
      media={media}
      desktop={desktop}
      canEngage={false}
      comments={<CommentsPreview media={media} linkedPk={commentId} />}
      composer={<LoginToComment shortcode={media.code} />}
    />
  );
}

/** The title of a post's page: its author and the start of its caption. */
function usePostTitle(media: Media): string {
  const t = usePostPageTranslation();
  const name = media.user.full_name || media.user.username;
  const caption = media.caption?.text.trim().replace(/\s+/g, ' ') ?? '';
  if (!caption) return t('page.titleNoCaption', { name });
  return t('page.title', { name, caption: caption.length > 60 ? `${caption.slice(0, 60)}…` : caption });
}

/**
 * A loaded post: the post (full comments for the logged-in, a preview and a log-in prompt for
 * visitors), then more posts from the author and the trending chain. `inDialog` shows the post
 * alone, without the page landmark, for the dialog over the explore grid. `commentId` (from a
 * permalink) opens it at that comment (docs/behaviour/comments.md#permalinks).
 */
export function PostDetail({
  media,
  inDialog = false,
  commentId = null,
}: {
  media: Media;
  inDialog?: boolean;
  commentId?: string | null;
}) {
  // The two layouts order their parts differently (comments between header and actions on desktop,
  // after the caption on a phone): a render choice, not only CSS.
  const desktop = useMediaQuery(MEDIA_QUERIES.desktop, true);
  const session = useSession();
  useDocumentTitle(usePostTitle(media));
  const Post = session.status === 'authenticated' ? LoggedInPost : LoggedOutPost;
  // A visitor watching a video is invited to sign up (docs/behaviour/logged-out.md#video-upsell).
  // Keyed by post, viewer and linked comment: a new post, a login or another comment's link starts
  // its comments afresh.
  const key = `${media.pk}/${session.viewer?.pk ?? ''}/${commentId ?? ''}`;
  const upsell = session.status === 'anonymous' && media.media_type === 2 ? <VideoUpsell mediaId={media.pk} /> : null;
  if (inDialog) {
    return (
      <div data-testid="post-dialog-post" data-layout={desktop ? 'desktop' : 'mobile'}>
        <Post key={key} media={media} desktop={desktop} commentId={commentId} />
        {upsell}
      </div>
    );
  }
  return (
    <main className={styles.page} data-testid="post-page" data-layout={desktop ? 'desktop' : 'mobile'}>
      <Post key={key} media={media} desktop={desktop} commentId={commentId} />
      {upsell}
      <MorePosts media={media} />
      <TrendingChain media={media} />
    </main>
  );
}
