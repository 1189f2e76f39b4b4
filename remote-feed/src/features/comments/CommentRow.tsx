import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount, formatTimeAgo, profilePath, truncateUsername, type UserSummary } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { Avatar } from 'shared-client';
import { LinkedText, VerifiedBadge } from 'shared-ui';
import { useCommentsTranslation } from './messages';
import * as styles from './Comments.module.css';

/** What one row shows; actions are left out where they do not apply (pending, preview). */
export interface CommentRowProps {
  pk: string;
  user: Pick<UserSummary, 'username' | 'profile_pic_url' | 'is_verified'>;
  text: string;
  createdAt: number;
  likeCount?: number;
  covered?: boolean;
  pending?: boolean;
  /** The comment's own address: its time links there (docs/behaviour/comments.md#permalinks). */
  permalink?: string;
  /** Set on the comment a permalink opened the post at: highlighted, and called with its element. */
  highlight?: (node: HTMLElement | null) => void;
  onReply?: () => void;
  onDelete?: () => void;
  /** Someone else's comment, for a logged-in viewer (docs/behaviour/moderation.md#reporting). */
  onReport?: () => void;
  /** The like button, where the viewer can like (see CommentLikeButton). */
  likeButton?: ReactNode;
  /** Under the row: reply toggles and replies. */
  children?: ReactNode;
}

/** One of a comment's actions under its text (Reply, Delete, Report), named for a screen reader. */
function MetaButton({ onClick, label, children }: { onClick: () => void; label: string; children: ReactNode }) {
  return (
    <button type="button" className={styles.metaButton} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}

/** One comment: avatar, name, verified badge, text, time, likes, and its actions. */
export function CommentRow(props: CommentRowProps) {
  const { pk, user, text, createdAt, likeCount = 0, covered = false, pending = false } = props;
  const t = useCommentsTranslation();
  const locale = useLocale();
  const { highlight } = props;
  const highlighted = highlight !== undefined;
  const time = <time dateTime={new Date(createdAt * 1000).toISOString()}>{formatTimeAgo(createdAt, locale)}</time>;
  return (
    <div
      className={[styles.row, pending && styles.pending, highlighted && styles.highlighted].filter(Boolean).join(' ')}
      data-testid={pending ? 'pending-comment' : 'comment'}
      data-comment-pk={pending ? undefined : pk}
      data-highlighted={highlighted || undefined}
      aria-busy={pending || undefined}
      ref={highlight}
      // Focusable from script only, for the permalink's reveal (use-linked-comment.ts).
      tabIndex={highlighted ? -1 : undefined}
    >
      <Link to={profilePath(user.username)} className={styles.avatar} tabIndex={-1} aria-hidden="true">
        <Avatar src={user.profile_pic_url} size={32} />
      </Link>
      <div className={styles.content}>
        <p className={styles.text}>
          <Link to={profilePath(user.username)} className={styles.username}>
            {truncateUsername(user.username)}
          </Link>
          {user.is_verified && <VerifiedBadge label={t('comments.verified')} />} <LinkedText text={text} link={Link} />
        </p>
        {covered && (
          <p className={styles.covered} data-testid="covered-note">
            {t('comments.covered')}
          </p>
        )}
        <div className={styles.meta}>
          {pending ? (
            <span>{t('comments.pending')}</span>
          ) : props.permalink ? (
            <Link to={props.permalink} className={styles.timeLink}>
              {time}
            </Link>
          ) : (
            time
          )}
          {likeCount > 0 && (
            <span data-testid="comment-like-count">
              {t('comments.likes', { count: formatCount(likeCount, locale) })}
            </span>
          )}
          {props.onReply && (
            <MetaButton onClick={props.onReply} label={t('comments.replyTo', { username: user.username })}>
              {t('comments.reply')}
            </MetaButton>
          )}
          {props.onDelete && (
            <MetaButton onClick={props.onDelete} label={t('comments.deleteComment', { username: user.username })}>
              {t('comments.delete')}
            </MetaButton>
          )}
          {props.onReport && (
            <MetaButton onClick={props.onReport} label={t('comments.reportComment', { username: user.username })}>
              {t('comments.report')}
            </MetaButton>
          )}
        </div>
        {props.children}
      </div>
      {props.likeButton}
    </div>
  );
}
