import { Link } from 'react-router';
import { postPath } from 'shared-contracts';
import { LinkedText } from 'shared-ui';
import { useDirectTranslation } from '../../../i18n/messages';
import type { MessageBody } from '../item-view';
import { linkify } from '../linkify';
import * as styles from './Message.module.css';

/** Message text shown as typed (never as markup); http(s) addresses and @mentions become links. */
export function PlainText({ text }: { text: string }) {
  return (
    <span className={styles.text}>
      {linkify(text).map((segment, index) =>
        segment.kind === 'url' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
          </a>
        ) : (
          <span key={index}>
            <LinkedText text={segment.text} link={Link} hashtags={false} />
          </span>
        ),
      )}
    </span>
  );
}

/** The content of one message by its kind (docs/behaviour/direct.md#how-messages-show). */
export function MessageBodyView({ body }: { body: MessageBody }) {
  const t = useDirectTranslation();
  switch (body.kind) {
    case 'text':
      return (
        <div className={styles.bubble}>
          <PlainText text={body.text} />
        </div>
      );
    case 'link':
      return (
        <div className={styles.bubble}>
          <PlainText text={body.text} />
          {body.title && <span className={styles.linkTitle}>{body.title}</span>}
        </div>
      );
    case 'photo':
      return (
        <img
          className={styles.photo}
          src={body.url}
          width={body.width}
          height={body.height}
          alt={t('thread.photo')}
          loading="lazy"
          style={{ aspectRatio: `${body.width} / ${body.height}` }}
        />
      );
    case 'post':
      return (
        <div className={styles.story}>
          <Link className={styles.share} to={postPath(body.code)}>
            {body.imageUrl && <img className={styles.shareImage} src={body.imageUrl} alt="" loading="lazy" />}
            <span className={styles.shareText}>
              <span className={styles.shareOwner}>{t('thread.postBy', { name: body.owner })}</span>
              <span className={styles.shareKind}>{body.reel ? t('thread.reel') : t('thread.post')}</span>
              {body.caption && <span className={styles.shareCaption}>{body.caption}</span>}
            </span>
          </Link>
          {body.note && (
            <div className={styles.bubble}>
              <PlainText text={body.note} />
            </div>
          )}
        </div>
      );
    case 'post-unavailable':
      return <div className={`${styles.bubble} ${styles.muted}`}>{t('thread.postUnavailable')}</div>;
    case 'story':
      return (
        <div className={styles.story}>
          <span className={styles.storyLabel}>
            {body.mode === 'reply' ? t('thread.storyReply') : t('thread.storyReaction')}
          </span>
          <div className={body.mode === 'reaction' ? styles.bigEmoji : styles.bubble}>
            <PlainText text={body.text} />
          </div>
        </div>
      );
    case 'action':
      return null;
    case 'unsupported':
      return <div className={`${styles.bubble} ${styles.muted}`}>{t('thread.unsupported')}</div>;
  }
}
