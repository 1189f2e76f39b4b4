import { useState, type MouseEvent } from 'react';
import { MAX_USERTAGS_PER_PHOTO } from 'shared-contracts';
import type { FoundUser } from 'shared-client/queries';
import { PeopleSearchField } from 'shared-client/search-fields';
import { Button, CloseIcon, IconButton } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';
import type { DraftPhoto, DraftTag } from '../draft/draft-store';
import * as styles from './TagPeople.module.css';

/**
 * The drawn photo as it will be posted, with its people tags on it: a click on the photo (or the
 * "Tag people" button, for keyboards: the centre) asks who is there, with a people search.
 */
export function TaggablePhoto({
  item,
  locked,
  onTags,
}: {
  item: DraftPhoto;
  locked: boolean;
  onTags: (tags: DraftTag[]) => void;
}) {
  const t = useCreateTranslation();
  const [pending, setPending] = useState<{ x: number; y: number } | null>(null);
  const full = item.tags.length >= MAX_USERTAGS_PER_PHOTO;
  const src = item.rendered?.url ?? item.previewUrl;
  const width = item.rendered?.width ?? item.width;
  const height = item.rendered?.height ?? item.height;

  const startTag = (x: number, y: number): void => {
    if (locked || full) return;
    setPending({ x, y });
  };
  const handleClick = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.target !== event.currentTarget.querySelector('img')) return;
    const box = event.currentTarget.getBoundingClientRect();
    startTag((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  const pick = (user: FoundUser): void => {
    if (!pending) return;
    const others = item.tags.filter((tag) => tag.user.pk !== user.pk);
    onTags([...others, { user: { pk: user.pk, username: user.username }, x: pending.x, y: pending.y }]);
    setPending(null);
  };

  return (
    <div className={styles.stage}>
      <div
        className={styles.photoBox}
        // As large as the stage allows whatever the photo's own size: tags sit on this box.
        style={{
          aspectRatio: `${width} / ${height}`,
          width: `min(100%, calc(min(620px, 100vh - 210px) * ${width / height}))`,
        }}
        onClick={handleClick}
        data-testid="taggable-photo"
      >
        <img
          src={src}
          alt={item.altText.trim() || t('details.preview')}
          className={styles.photo}
          data-testid="create-preview"
        />
        {item.tags.map((tag) => (
          <span
            key={tag.user.pk}
            className={styles.tag}
            style={{ left: `${tag.x * 100}%`, top: `${tag.y * 100}%` }}
            data-testid="photo-tag"
          >
            {tag.user.username}
            {!locked && (
              <IconButton
                className={styles.tagRemove}
                label={t('tags.remove', { username: tag.user.username })}
                onClick={() => onTags(item.tags.filter((other) => other.user.pk !== tag.user.pk))}
              >
                <CloseIcon size={12} />
              </IconButton>
            )}
          </span>
        ))}
        {pending && (
          <span className={styles.marker} style={{ left: `${pending.x * 100}%`, top: `${pending.y * 100}%` }} />
        )}
      </div>
      <div className={styles.bar}>
        {pending ? (
          <div className={styles.searchBox} data-testid="tag-search">
            <PeopleSearchField
              // A new spot asks afresh: the search starts empty again.
              key={`${pending.x},${pending.y}`}
              label={t('tags.search')}
              placeholder={t('tags.searchPlaceholder')}
              noneText={t('tags.noResults')}
              onPick={pick}
              autoFocus
              testId="tag-search-input"
            />
            <Button variant="text" className={styles.textButton} onClick={() => setPending(null)}>
              {t('tags.cancel')}
            </Button>
          </div>
        ) : (
          <>
            <span className={styles.hint}>
              {full ? t('tags.limit', { max: MAX_USERTAGS_PER_PHOTO }) : t('tags.hint')}
            </span>
            <Button
              variant="text"
              className={styles.textButton}
              onClick={() => startTag(0.5, 0.5)}
              disabled={locked || full}
              data-testid="tag-people"
            >
              {t('tags.title')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
