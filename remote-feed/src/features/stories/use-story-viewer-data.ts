import { isApiError, type StoryReel } from 'shared-contracts';
import { highlightReelId, useReelsMediaQuery, useReelsTrayQuery, useUserStoryQuery } from 'shared-client/stories';
import { galleryReels, galleryWindow } from './story-gallery';

/** What the viewer was opened at. */
export type StoryRoute = { kind: 'user'; username: string } | { kind: 'highlight'; highlightId: string };

/** The reels the viewer shows and moves through. */
export interface StoryViewerData {
  status: 'loading' | 'error' | 'missing' | 'ready';
  /** The reels in play order (the tray's, or the one reel opened). */
  sequence: StoryReel[];
  /** The current reel's place in `sequence`. */
  index: number;
  /** The current reel with its items. */
  current: StoryReel | null;
  /** Previews beside it (wide screens), with items when fetched. */
  before: StoryReel[];
  after: StoryReel[];
  retry: () => void;
}

/**
 * The reels behind the viewer (docs/behaviour/stories.md#the-viewer-on-screen): an account's reel
 * within the tray's order when it is in the tray (the gallery's reels fetched in one call), else
 * that account's reel alone; or one highlight.
 */
export function useStoryViewerData(route: StoryRoute, small: boolean): StoryViewerData {
  const forUser = route.kind === 'user';
  const tray = useReelsTrayQuery({ enabled: forUser });
  const trayReels = tray.data?.tray ?? [];
  const username = forUser ? route.username.toLowerCase() : '';
  const trayIndex = forUser ? trayReels.findIndex((reel) => reel.user.username.toLowerCase() === username) : -1;
  const inTray = trayIndex >= 0;
  const single = useUserStoryQuery(forUser ? route.username : '', { enabled: forUser && tray.isFetched && !inTray });
  const window = inTray ? galleryWindow(trayReels, trayIndex, small) : null;
  const ids = forUser
    ? window
      ? galleryReels(window).map((reel) => reel.id)
      : []
    : [highlightReelId(route.highlightId)];
  const media = useReelsMediaQuery(ids, { enabled: ids.length > 0 });
  const byId = new Map((media.data ?? []).map((reel) => [reel.id, reel]));
  const withItems = (reel: StoryReel): StoryReel => byId.get(reel.id) ?? reel;

  const retry = (): void => {
    void (tray.isError ? tray.refetch() : media.isError ? media.refetch() : single.refetch());
  };
  const base = { retry, before: [] as StoryReel[], after: [] as StoryReel[] };

  if (!forUser) {
    const current = media.data?.[0] ?? null;
    if (media.isPending) return { ...base, status: 'loading', sequence: [], index: 0, current: null };
    if (media.isError && !isApiError(media.error, 'not_found')) {
      return { ...base, status: 'error', sequence: [], index: 0, current: null };
    }
    return current?.items?.length
      ? { ...base, status: 'ready', sequence: [current], index: 0, current }
      : { ...base, status: 'missing', sequence: [], index: 0, current: null };
  }
  if (tray.isPending) return { ...base, status: 'loading', sequence: [], index: 0, current: null };
  if (inTray && window) {
    const current = byId.get(window.current.id) ?? null;
    if (media.isPending) return { ...base, status: 'loading', sequence: trayReels, index: trayIndex, current: null };
    if (media.isError) return { ...base, status: 'error', sequence: trayReels, index: trayIndex, current: null };
    return {
      ...base,
      status: current?.items?.length ? 'ready' : 'missing',
      sequence: trayReels,
      index: trayIndex,
      current: current?.items?.length ? current : null,
      before: window.before.map(withItems),
      after: window.after.map(withItems),
    };
  }
  if (single.isPending)
    return { ...base, status: tray.isError ? 'error' : 'loading', sequence: [], index: 0, current: null };
  // An unknown, expired or hidden reel answers not found: the story cannot be shown.
  if (single.isError && !isApiError(single.error, 'not_found')) {
    return { ...base, status: 'error', sequence: [], index: 0, current: null };
  }
  const reel = single.isError ? null : (single.data ?? null);
  return reel?.items?.length
    ? { ...base, status: 'ready', sequence: [reel], index: 0, current: reel }
    : { ...base, status: 'missing', sequence: [], index: 0, current: null };
}
