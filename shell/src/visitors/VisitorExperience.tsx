import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { isAllowlistedCrawler, isOverlayLocationState, SHELL_PATHS } from 'shared-contracts';
import { matchesMediaQuery, MEDIA_QUERIES } from 'shared-ui';
import { countedPageOf, surfacesOfVisit } from './counted-page';
import { useWallState, visitPage } from './wall-state';
import { ContentWall, MessagesWall, StoryLoginWall } from './ContentWall';
import { leadsToStoryOrLive } from './story-wall';
import { HalfSheet } from './HalfSheet';
import { visiblePrompt } from './visitor-prompt';

const HALF_SHEET_CLOSED = 'lumen.visitor.halfSheetClosed';
// Pages that are themselves the invitation: the log-in page (also in place at /) and sign-up.
const NO_HALF_SHEET = new Set<string>(['/', SHELL_PATHS.login, SHELL_PATHS.emailSignup]);

function halfSheetWanted(): boolean {
  try {
    if (window.sessionStorage.getItem(HALF_SHEET_CLOSED) === '1') return false;
  } catch {
    // No session storage: show it; closing it still works for this page.
  }
  return matchesMediaQuery(MEDIA_QUERIES.desktop);
}

/** Props of the visitor's overlays; the layout owns the blur and the Messages button. */
export interface VisitorExperienceProps {
  onWalledChange(walled: boolean): void;
  messagesWallOpen: boolean;
  onCloseMessagesWall(): void;
}

/**
 * Everything a logged-out visitor gets on top of the pages: impressions counted and the content
 * wall past the limits, the half sheet on desktop, and the Messages feature wall
 * (docs/behaviour/logged-out.md). Loaded on demand, only for visitors.
 */
export function VisitorExperience({ onWalledChange, messagesWallOpen, onCloseMessagesWall }: VisitorExperienceProps) {
  const location = useLocation();
  const crawler = isAllowlistedCrawler(navigator.userAgent);
  const overlay = isOverlayLocationState(location.state);
  const counted = useMemo(() => (crawler ? null : countedPageOf(location.pathname)), [crawler, location.pathname]);
  const pageKey = counted ? `${overlay ? 'overlay' : 'page'}:${counted.key}` : null;
  const [sheetOpen, setSheetOpen] = useState(() => !crawler && halfSheetWanted());

  useEffect(() => {
    // A post over a grid counts as a post; one opened from a post page as a chained post.
    visitPage(pageKey, (previousKey) => (counted ? surfacesOfVisit(previousKey, counted, overlay) : []));
  }, [pageKey, counted, overlay]);

  // On a desktop a story or live avatar opens the login wall instead of leaving the page.
  const [storyWallOpen, setStoryWallOpen] = useState(false);
  useEffect(() => {
    if (crawler) return undefined;
    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0 || !matchesMediaQuery(MEDIA_QUERIES.desktop)) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || !leadsToStoryOrLive(link.getAttribute('href') ?? '', window.location.origin)) return;
      event.preventDefault();
      event.stopPropagation();
      setStoryWallOpen(true);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [crawler]);

  const wall = useWallState();
  const walled = wall.walled && wall.pageKey === pageKey;
  useEffect(() => onWalledChange(walled), [walled, onWalledChange]);

  const closeSheet = (): void => {
    setSheetOpen(false);
    try {
      window.sessionStorage.setItem(HALF_SHEET_CLOSED, '1');
    } catch {
      // Closed for this page only.
    }
  };

  const halfSheet = sheetOpen && !NO_HALF_SHEET.has(location.pathname);
  // One login prompt at a time (docs/behaviour/logged-out.md#one-prompt-at-a-time). The half sheet
  // stays mounted under a card, hidden, so it comes back without counting a second impression.
  const prompt = visiblePrompt({ walled, storyWallOpen, messagesWallOpen, halfSheet });
  return (
    <>
      {prompt === 'content-wall' && <ContentWall />}
      {prompt === 'messages-wall' && <MessagesWall onClose={onCloseMessagesWall} />}
      {prompt === 'story-wall' && <StoryLoginWall onClose={() => setStoryWallOpen(false)} />}
      {halfSheet && <HalfSheet onClose={closeSheet} hidden={prompt !== 'half-sheet'} />}
    </>
  );
}
