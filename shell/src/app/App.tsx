import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { Layout } from './Layout';
import { AppRoutes } from './AppRoutes';
import { ToastHost } from '../toasts/ToastHost';
import { SharingBar } from '../sharing/SharingBar';
import { ConsentHost } from '../consent/ConsentHost';
import { CreateHost } from '../create/CreateHost';
import { SessionEndedHost } from '../session/SessionEndedHost';
import { SiteFooter } from '../consent/SiteFooter';
import { PageViews } from '../analytics/PageViews';
import { ShortcutsHost } from '../shortcuts/ShortcutsHost';

/** The composed application: shell pages, remote routes, and the shell's overlays. */
export function App({
  consentRequired,
  Router = BrowserRouter,
}: {
  consentRequired: boolean;
  /** The browser's history; on the server, a router fixed at the requested address. */
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <Router>
      <SharingBar />
      <Layout>
        <AppRoutes />
      </Layout>
      <SiteFooter />
      <PageViews />
      <CreateHost />
      <ConsentHost required={consentRequired} />
      <SessionEndedHost />
      <ShortcutsHost />
      <ToastHost />
    </Router>
  );
}
