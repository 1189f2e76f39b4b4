import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { storyPath, type FeedStoryReel } from 'shared-contracts';
import { StoryRing, type StoryRingLook } from 'shared-client/stories';
import { useFeedTranslation } from '../../i18n/messages';
// The unit, its title and its scrolling rail look like the suggested accounts' module.
import * as moduleStyles from '../suggested-users/SuggestedUsers.module.css';
import * as styles from './SuggestedStories.module.css';

/** Avatar size on a card (px). */
const CARD_AVATAR = 32;

function ringOf(reel: FeedStoryReel): StoryRingLook {
  if (reel.seen) return 'seen';
  return reel.is_close_friends ? 'close_friends' : 'unseen';
}

/**
 * The home feed's suggested stories unit (docs/behaviour/feed.md#suggested-stories): a horizontal
 * rail of story cards of accounts the viewer does not follow, each a link that opens that
 * account's reel in the story viewer and returns here when it closes. The server leaves the unit
 * out when nobody has a story to suggest.
 */
export function SuggestedStories({ reels }: { reels: readonly FeedStoryReel[] }) {
  const t = useFeedTranslation();
  const titleId = useId();
  const location = useLocation();
  if (reels.length === 0) return null;
  const from = { storiesFrom: `${location.pathname}${location.search}` };
  return (
    <section className={moduleStyles.module} aria-labelledby={titleId} data-testid="suggested-stories">
      <h2 id={titleId} className={moduleStyles.title}>
        {t('netego.title')}
      </h2>
      <ul className={moduleStyles.scroller}>
        {reels.map((reel) => {
          const cover = reel.cover_media?.cropped_image_version;
          const username = reel.user.username;
          return (
            <li key={reel.id} className={styles.item}>
              <Link
                to={storyPath(username)}
                state={from}
                className={styles.card}
                aria-label={t(reel.seen ? 'netego.openSeen' : 'netego.open', { username })}
                data-testid="suggested-story"
              >
                {cover ? (
                  <img className={styles.cover} src={cover.url} alt="" loading="lazy" decoding="async" />
                ) : (
                  <span className={styles.cover} aria-hidden="true" />
                )}
                <span className={styles.owner} aria-hidden="true">
                  <StoryRing src={reel.user.profile_pic_url} size={CARD_AVATAR} state={ringOf(reel)} />
                  <span className={styles.name}>{username}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
