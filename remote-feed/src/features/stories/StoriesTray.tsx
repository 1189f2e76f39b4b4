import { useDeferredValue, useState, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { storyPath, type StoryReel } from 'shared-contracts';
import { useSession } from 'shared-client';
import { fetchReelsMedia, StoryRing, storyKeys, storyRingState, useReelsTrayQuery } from 'shared-client/stories';
import { matchesMediaQuery, MEDIA_QUERIES } from 'shared-ui';
import { useStoriesTranslation } from './messages';
import { ownRingLabelKey, ringLabelKey } from './ring-label';
import { galleryReels, galleryWindow } from './story-gallery';
import * as styles from './StoriesTray.module.css';

/** Avatar size in the tray (px). */
export const TRAY_AVATAR_SIZE = 56;

/** Router state the viewer reads to go back where it was opened. */
export interface StoriesOpenedFrom {
  storiesFrom: string;
}

function TrayItem({ reel, own, reels, index }: { reel: StoryReel; own: boolean; reels: StoryReel[]; index: number }) {
  const t = useStoriesTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [opening, setOpening] = useState(false);
  const state = storyRingState(reel, opening);
  const username = reel.user.username;
  const to = storyPath(username);
  const from: StoriesOpenedFrom = { storiesFrom: `${location.pathname}${location.search}` };

  // The ring spins while the reels the viewer will show first are fetched, then the viewer opens.
  const open = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (opening) return;
    setOpening(true);
    const window = galleryWindow(reels, index, matchesMediaQuery(MEDIA_QUERIES.phone));
    const ids = window ? galleryReels(window).map((r) => r.id) : [reel.id];
    void client
      .fetchQuery({
        queryKey: storyKeys.reels(ids),
        queryFn: async ({ signal }) => (await fetchReelsMedia(ids, signal)).reels_media,
      })
      .catch(() => undefined)
      .finally(() => {
        setOpening(false);
        void navigate(to, { state: from });
      });
  };

  return (
    <a
      href={to}
      className={styles.item}
      aria-label={own ? t(ownRingLabelKey(state)) : t(ringLabelKey(state), { username })}
      aria-busy={opening || undefined}
      data-ring={state}
      data-testid="story-ring"
      onClick={open}
    >
      <StoryRing src={reel.user.profile_pic_url} size={TRAY_AVATAR_SIZE} state={state} />
      <span className={styles.name} aria-hidden="true">
        {own ? t('stories.yourStory') : username}
      </span>
    </a>
  );
}

/**
 * The stories tray at the top of the home feed (docs/behaviour/stories.md#the-tray-on-screen): a
 * region named "Stories" with the viewer's own reel first, then the others as the server orders
 * them, each an avatar in its ring. Nothing shows when there are no stories or the tray fails.
 */
export default function StoriesTray() {
  const t = useStoriesTranslation();
  const session = useSession();
  const tray = useReelsTrayQuery();
  // The tray's answer arrives while the page is still starting. Drawn as a deferred value, its
  // rings render in slices that give the main thread back, not in one long task after hydration
  // (docs/performance.md#the-stories-tray-renders-in-slices); the placeholder stays meanwhile.
  const shown = useDeferredValue(tray.data);
  const reels = shown?.tray ?? [];
  const ownPk = session.viewer?.pk;
  if (shown === undefined && !tray.isError) return <div className={styles.placeholder} aria-hidden="true" />;
  if (reels.length === 0) return null;
  return (
    <section className={styles.tray} aria-label={t('stories.region')} data-testid="stories-tray">
      <ul className={styles.list}>
        {reels.map((reel, index) => (
          <li key={reel.id}>
            <TrayItem reel={reel} own={reel.user.pk === ownPk} reels={reels} index={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}
