import { apiClient } from 'shared-client';
import { pickCandidate, type StoryReel } from 'shared-contracts';
import { StoryRing, storyRingState } from 'shared-client/stories';
import { useStoriesTranslation } from './messages';
import { startItem } from './story-sequence';
import * as styles from './Stories.module.css';

/** A reel beside the current one (wide screens): its next story dimmed, the account in its ring. */
export function StoryPreview({ reel, onOpen }: { reel: StoryReel; onOpen: () => void }) {
  const t = useStoriesTranslation();
  const items = reel.items ?? [];
  const item = items[startItem(items)];
  const image = item ? pickCandidate(item.image_versions2.candidates, 320) : null;
  return (
    <button
      type="button"
      className={styles.preview}
      onClick={onOpen}
      aria-label={t('stories.openReel', { username: reel.user.username })}
      data-testid="story-preview"
    >
      {image && <img className={styles.previewImage} src={apiClient.resolveUrl(image.url)} alt="" loading="lazy" />}
      <span className={styles.previewWho} aria-hidden="true">
        <StoryRing src={reel.user.profile_pic_url} size={56} state={storyRingState(reel)} />
        <span className={styles.previewName}>{reel.user.username}</span>
      </span>
    </button>
  );
}
