import { Route, Routes, useLocation, useNavigationType } from 'react-router';
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

/**
 * The page routes. A link that opens a post over the page it was clicked on (the explore grid)
 * carries the page's location in its state: that page keeps rendering below and the post shows
 * in a dialog (docs/behaviour/search.md#the-explore-grid).
 */
export function AppRoutes() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const overlay = isOverlayLocationState(location.state) ? location.state : null;
  return (
    <>
      <Routes location={overlay ? overlay.backgroundLocation : location}>
        <Route path={SHELL_PATHS.login} element={<LoginPage />} />
        <Route path={SHELL_PATHS.emailSignup} element={<SignUpPage />} />
        <Route path={SHELL_PATHS.passwordReset} element={<PasswordResetRequestPage />} />
        <Route path={SHELL_PATHS.passwordResetConfirm} element={<PasswordResetConfirmPage />} />
        <Route path={SHELL_PATHS.emailConfirm} element={<EmailConfirmPage />} />
        <Route path={HELP_PATHS.sensitiveContent} element={<HelpPage topic="sensitive" />} />
        <Route path={HELP_PATHS.factChecks} element={<HelpPage topic="facts" />} />
        <Route path={HELP_PATHS.commentSpam} element={<HelpPage topic="spam" />} />
        {ROUTES.map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={
              <KeepNavigationType type={navigationType}>
                <RouteScreen route={route} />
              </KeepNavigationType>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {overlay && <PostOverlayHost />}
    </>
  );
}
