import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { highlightPath, storyPath, type RouteScreenProps, type StoryReel } from 'shared-contracts';
import { Button, Dialog, LoadingState, MEDIA_QUERIES, RetryPanel, useMediaQuery } from 'shared-ui';
import { useStoriesTranslation } from './messages';
import { StoryPreview } from './StoryPreview';
import { StoryStage } from './StoryStage';
import { startItem, type StoryStep } from './story-sequence';
import type { StoriesOpenedFrom } from './StoriesTray';
import { useStoryViewerData, type StoryRoute } from './use-story-viewer-data';
import * as styles from './Stories.module.css';

function openedFrom(state: unknown): string | null {
  const from = (state as Partial<StoriesOpenedFrom> | null)?.storiesFrom;
  return typeof from === 'string' && from.startsWith('/') ? from : null;
}

/** An expired, unknown or hidden story: a short message and a way out (docs/behaviour/stories.md#the-viewer-on-screen). */
function CannotShow({ onClose }: { onClose: () => void }) {
  const t = useStoriesTranslation();
  return (
    <div className={styles.cannotShow} role="alert" data-testid="story-cannot-show">
      <p className={styles.cannotShowTitle}>{t('stories.cannotShow')}</p>
      <p>{t('stories.cannotShowBody')}</p>
      <Button onClick={onClose}>{t('stories.close')}</Button>
    </div>
  );
}

/**
 * The stories viewer at /stories/{username}/{media_id}/ and /stories/highlights/{id}/ (routes
 * `feed.stories`, `feed.highlight`; docs/behaviour/stories.md#the-viewer-on-screen): a full-screen
 * dialog over the page with the current story and, on wide screens, the neighbouring reels as
 * previews. Escape or Close goes back where it was opened.
 */
export default function StoriesScreen(_props: RouteScreenProps) {
  const t = useStoriesTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // A phone shows one reel, full screen, without previews (docs/behaviour/stories.md#the-viewer-on-screen).
  const small = useMediaQuery(MEDIA_QUERIES.phone);
  const route: StoryRoute = params.highlightId
    ? { kind: 'highlight', highlightId: params.highlightId }
    : { kind: 'user', username: params.username ?? '' };
  const data = useStoryViewerData(route, small);
  const from = openedFrom(location.state);

  const close = (): void => {
    if (from) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  const reelPath = (reel: StoryReel, itemId?: string): string =>
    route.kind === 'highlight' ? highlightPath(route.highlightId) : storyPath(reel.user.username, itemId);
  const openReel = (reel: StoryReel): void => {
    void navigate(reelPath(reel), { replace: true, state: location.state });
  };

  const current = data.current;
  const items = current?.items ?? [];
  const requested = route.kind === 'user' ? params.mediaId : undefined;
  // A highlight keeps its place in the address' state, a user's reel in the address itself.
  const highlightItem = (location.state as { storyItem?: number } | null)?.storyItem;
  // Where a reel opened without a story id starts: fixed when it opens, so stories marked seen
  // while watching do not move it.
  const [start, setStart] = useState<{ reelId: string; index: number } | null>(null);
  if (current && start?.reelId !== current.id) setStart({ reelId: current.id, index: startItem(items) });
  const startIndex = start && current && start.reelId === current.id ? start.index : startItem(items);
  // A story id not among the reel's current stories (expired, unknown) gives -1: the story cannot be
  // shown, never another story of the reel in its place (docs/behaviour/stories.md#the-viewer-on-screen).
  const itemIndex = requested
    ? items.findIndex((item) => item.id === requested)
    : route.kind === 'highlight' && typeof highlightItem === 'number' && highlightItem < items.length
      ? highlightItem
      : startIndex;

  const step = (next: StoryStep): void => {
    if (next.kind === 'close' || !current) return close();
    const { reel, item } = next.position;
    if (reel === data.index) {
      const target = items[item];
      if (!target) return;
      if (route.kind === 'highlight') {
        void navigate(reelPath(current), { replace: true, state: { ...(location.state as object), storyItem: item } });
      } else void navigate(reelPath(current, target.id), { replace: true, state: location.state });
      return;
    }
    const target = data.sequence[reel];
    if (target) openReel(target);
  };

  const title =
    route.kind === 'highlight' && current?.title
      ? t('stories.highlightTitle', { title: current.title })
      : t('stories.viewer');

  return (
    <Dialog
      title={title}
      heading="hidden"
      placement="fill"
      onClose={close}
      initialFocus="dialog"
      className={styles.viewer}
      bodyClassName={styles.viewerBody}
      testId="story-viewer"
    >
      {data.status === 'loading' && <LoadingState label={t('stories.loading')} size={40} />}
      {data.status === 'error' && <RetryPanel message={t('stories.error')} onRetry={data.retry} />}
      {(data.status === 'missing' || (data.status === 'ready' && itemIndex < 0)) && <CannotShow onClose={close} />}
      {data.status === 'ready' && current && itemIndex >= 0 && (
        <div className={styles.gallery}>
          <div className={styles.side}>
            {data.before.map((reel) => (
              <StoryPreview key={reel.id} reel={reel} onOpen={() => openReel(reel)} />
            ))}
          </div>
          <StoryStage
            key={current.id}
            reel={current}
            reelIndex={data.index}
            reelCount={data.sequence.length}
            itemIndex={itemIndex}
            markSeen={route.kind === 'user'}
            onStep={step}
            onClose={close}
          />
          <div className={styles.side}>
            {data.after.map((reel) => (
              <StoryPreview key={reel.id} reel={reel} onOpen={() => openReel(reel)} />
            ))}
          </div>
        </div>
      )}
    </Dialog>
  );
}
