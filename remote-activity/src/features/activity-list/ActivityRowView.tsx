import { useState } from 'react';
import { Link } from 'react-router';
import {
  directThreadPath,
  formatTimeAgo,
  pickCandidate,
  postCommentPath,
  postPath,
  profilePath,
  storyPath,
  type ActivityRow,
} from 'shared-contracts';
import { apiClient, Avatar } from 'shared-client';
import { useLocale } from 'shared-ui';
import { useActivityTranslation } from '../../i18n/messages';
import { activitySentence } from './sentence';
import { CollabAnswerButtons, FollowBack, RequestAnswer } from './RowActions';
import * as styles from './ActivityList.module.css';

/** The thumbnail's size in the row, in CSS pixels. */
const THUMBNAIL = 44;

/**
 * Where a row leads: a comment row to the comment's permalink (docs/behaviour/comments.md#permalinks),
 * another post row to its post, a story reply to the conversation it arrived in, a story row to its
 * story, else the first actor's profile.
 */
export function rowTarget(row: ActivityRow): string {
  if (row.story_reply) return directThreadPath(row.story_reply.thread_id);
  if (row.media && row.comment) return postCommentPath(row.media.code, row.comment.id);
  if (row.media) return postPath(row.media.code);
  if (row.story) return storyPath(row.story.username, row.story.id);
  return profilePath(row.actors[0]?.username ?? '');
}

/**
 * One row of the activity list: the actors' pictures, the sentence with the time, and on the
 * right the post's thumbnail, the follow back button or the request's Confirm and Delete
 * (docs/behaviour/activity.md#the-screens). A confirmed request becomes a new follower's row; a
 * deleted one leaves. An invitation to collaborate has Accept and Decline before its thumbnail:
 * accepted (now or before: the server says so), the row says so; declined, it leaves.
 */
export function ActivityRowView({ row, nowMs }: { row: ActivityRow; nowMs: number }) {
  const t = useActivityTranslation();
  const locale = useLocale();
  const [answered, setAnswered] = useState<'approved' | 'accepted' | 'deleted' | null>(null);
  if (answered === 'deleted') return null;
  const shown: ActivityRow = answered === 'approved' ? { ...row, kind: 'follow' } : row;
  const accepted = answered === 'accepted' || shown.invitation === 'accepted';
  const sentence = accepted ? activitySentence(shown, t, 'activity.collabAccepted') : activitySentence(shown, t);
  const [first, second] = shown.actors;
  const pictures = shown.media?.image_versions2.candidates ?? shown.story?.image_versions2.candidates;
  const thumb = pictures ? pickCandidate(pictures, THUMBNAIL * 2) : null;
  const target = rowTarget(shown);
  return (
    <li
      className={styles.row}
      data-testid="activity-row"
      data-kind={shown.kind}
      data-unread={shown.unread || undefined}
    >
      <span className={second ? styles.avatarPair : styles.avatarOne} aria-hidden="true">
        {first && <Avatar src={first.profile_pic_url} size={second ? 32 : 44} />}
        {second && <Avatar src={second.profile_pic_url} size={32} />}
      </span>
      <Link to={target} className={styles.text}>
        {sentence.before}
        <strong>{sentence.actors}</strong>
        {sentence.after}{' '}
        <time className={styles.time} dateTime={new Date(shown.timestamp * 1000).toISOString()}>
          {formatTimeAgo(shown.timestamp, locale, nowMs)}
        </time>
        {shown.unread && <span className="lm-visually-hidden">{t('activity.unread')}</span>}
      </Link>
      {shown.kind === 'follow_request' && first ? (
        <RequestAnswer user={first} onAnswered={(approved) => setAnswered(approved ? 'approved' : 'deleted')} />
      ) : shown.kind === 'follow' && first && shown.actor_count === 1 ? (
        <FollowBack user={first} />
      ) : shown.kind === 'collab_invite' && shown.media && !accepted ? (
        <CollabAnswerButtons
          mediaId={shown.media.id}
          onAnswered={(answer) => setAnswered(answer === 'accept' ? 'accepted' : 'deleted')}
        />
      ) : null}
      {/* People rows (follows, requests) have no picture: a thumbnail is a post's or a story's. */}
      {thumb ? (
        <Link to={target} className={styles.thumbLink} tabIndex={-1} aria-hidden="true">
          <img
            className={styles.thumb}
            src={apiClient.resolveUrl(thumb.url)}
            alt=""
            width={THUMBNAIL}
            height={THUMBNAIL}
            loading="lazy"
          />
        </Link>
      ) : null}
      {shown.unread && <span className={styles.dot} aria-hidden="true" />}
    </li>
  );
}
