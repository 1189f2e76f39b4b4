import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isAllowlistedCrawler, isOverlayLocationState, SHELL_PATHS, type VisitorSurface } from 'shared-contracts';
import { countedPageOf } from './counted-page';
import { useWallState, visitPage } from './wall-state';
import { ContentWall, MessagesWall } from './ContentWall';
import { HalfSheet } from './HalfSheet';

const HALF_SHEET_CLOSED = 'lumen.visitor.halfSheetClosed';
const DESKTOP = '(min-width: 768px)';
// Pages that are themselves the invitation: the log-in page (also in place at /) and sign-up.
const NO_HALF_SHEET = new Set<string>(['/', SHELL_PATHS.login, SHELL_PATHS.emailSignup]);

function halfSheetWanted(): boolean {
  try {
    if (window.sessionStorage.getItem(HALF_SHEET_CLOSED) === '1') return false;
  } catch {
    // No session storage: show it; closing it still works for this page.
  }
  return window.matchMedia(DESKTOP).matches;
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
  const counted = crawler ? null : countedPageOf(location.pathname);
  // A post opened over a grid counts as a post, not as a page.
  const surfaces: VisitorSurface[] = counted ? (overlay ? ['post'] : counted.surfaces) : [];
  const pageKey = counted ? `${overlay ? 'overlay' : 'page'}:${counted.key}` : null;
  const surfaceList = surfaces.join(',');
  const [sheetOpen, setSheetOpen] = useState(() => !crawler && halfSheetWanted());

  useEffect(() => {
    visitPage(pageKey, surfaceList ? (surfaceList.split(',') as VisitorSurface[]) : []);
  }, [pageKey, surfaceList]);

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

  return (
    <>
      {walled && <ContentWall />}
      {!walled && messagesWallOpen && <MessagesWall onClose={onCloseMessagesWall} />}
      {sheetOpen && !walled && !NO_HALF_SHEET.has(location.pathname) && <HalfSheet onClose={closeSheet} />}
    </>
  );
}
