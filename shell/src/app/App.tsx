import { BrowserRouter } from 'react-router';
import { Layout } from './Layout';
import { AppRoutes } from './AppRoutes';
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
        <AppRoutes />
      </Layout>
      <CreateHost />
      <ConsentHost required={consentRequired} />
      <ToastHost />
    </BrowserRouter>
  );
}
