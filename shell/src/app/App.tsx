import { BrowserRouter, Route, Routes } from 'react-router';
import { ROUTES, SHELL_PATHS } from 'shared-contracts';
import { Layout } from './Layout';
import { RouteScreen } from './RouteScreen';
import { LoginPage } from '../session/LoginPage';
import { SignUpPage } from '../session/SignUpPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
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
