import { BrowserRouter, Route, Routes } from 'react-router';
import { HELP_PATHS, ROUTES, SHELL_PATHS } from 'shared-contracts';
import { Layout } from './Layout';
import { RouteScreen } from './RouteScreen';
import { HelpPage, LoginPage, NotFoundPage, SignUpPage } from './lazy-pages';
import { ToastHost } from '../toasts/ToastHost';
import { SharingBar } from '../sharing/SharingBar';
import { ConsentHost } from '../consent/ConsentHost';
import { CreateHost } from '../create/CreateHost';

/** The composed application: shell pages, remote routes, and the shell's overlays. */
export function App({ consentRequired }: { consentRequired: boolean }) {
  return (
    <BrowserRouter>
      <SharingBar />
      <Layout>
        <Routes>
          <Route path={SHELL_PATHS.login} element={<LoginPage />} />
          <Route path={SHELL_PATHS.emailSignup} element={<SignUpPage />} />
          <Route path={HELP_PATHS.sensitiveContent} element={<HelpPage topic="sensitive" />} />
          <Route path={HELP_PATHS.factChecks} element={<HelpPage topic="facts" />} />
          <Route path={HELP_PATHS.commentSpam} element={<HelpPage topic="spam" />} />
          {ROUTES.map((route) => (
            <Route key={route.id} path={route.path} element={<RouteScreen route={route} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Layout>
      <CreateHost />
      <ConsentHost required={consentRequired} />
      <ToastHost />
    </BrowserRouter>
  );
}
