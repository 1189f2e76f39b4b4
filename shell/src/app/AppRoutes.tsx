import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigationType, type NavigationType } from 'react-router';
import { HELP_PATHS, isOverlayLocationState, ROUTES, SHELL_PATHS } from 'shared-contracts';
import { KeepNavigationType } from './KeepNavigationType';
import { RouteScreen } from './RouteScreen';
import {
  EmailConfirmPage,
  HelpPage,
  LoginPage,
  NotFoundPage,
  PasswordResetConfirmPage,
  PasswordResetRequestPage,
  SignUpPage,
} from './lazy-pages';
import { PostOverlayHost } from './PostOverlayHost';
import { routeCandidates } from './route-candidates';

/** One page route: its pattern and what it draws (a remote's screen keeps how it was reached). */
interface PageRoute {
  path: string;
  element: (navigationType: NavigationType) => ReactNode;
}

/** The page routes in React Router's order: the shell's pages, the route table, then not found. */
const PAGE_ROUTES: readonly PageRoute[] = [
  { path: SHELL_PATHS.login, element: () => <LoginPage /> },
  { path: SHELL_PATHS.emailSignup, element: () => <SignUpPage /> },
  { path: SHELL_PATHS.passwordReset, element: () => <PasswordResetRequestPage /> },
  { path: SHELL_PATHS.passwordResetConfirm, element: () => <PasswordResetConfirmPage /> },
  { path: SHELL_PATHS.emailConfirm, element: () => <EmailConfirmPage /> },
  { path: HELP_PATHS.sensitiveContent, element: () => <HelpPage topic="sensitive" /> },
  { path: HELP_PATHS.factChecks, element: () => <HelpPage topic="facts" /> },
  { path: HELP_PATHS.commentSpam, element: () => <HelpPage topic="spam" /> },
  ...ROUTES.map((route) => ({
    path: route.path,
    element: (navigationType: NavigationType) => (
      <KeepNavigationType type={navigationType}>
        <RouteScreen route={route} />
      </KeepNavigationType>
    ),
  })),
  { path: '*', element: () => <NotFoundPage /> },
];

/** The patterns, read once. */
const candidatesFor = routeCandidates(PAGE_ROUTES);

/**
 * The page routes. A link that opens a post over the page it was clicked on (the explore grid)
 * carries the page's location in its state: that page keeps rendering below and the post shows
 * in a dialog (docs/behaviour/search.md#the-explore-grid).
 *
 * React Router is given only the routes whose pattern fits the address (route-candidates.ts), as
 * matching the whole table on every render was a tenth of the server's work for a page
 * (docs/performance.md#what-a-rendered-page-costs); it still picks the match among them. These
 * routes are the application's top level, so the address is matched whole.
 */
export function AppRoutes() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const overlay = isOverlayLocationState(location.state) ? location.state : null;
  const shown = overlay ? overlay.backgroundLocation : location;
  return (
    <>
      <Routes location={shown}>
        {candidatesFor(shown.pathname).map((route) => (
          <Route key={route.path} path={route.path} element={route.element(navigationType)} />
        ))}
      </Routes>
      {overlay && <PostOverlayHost />}
    </>
  );
}
