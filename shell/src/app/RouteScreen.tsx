import { Navigate, useLocation } from 'react-router';
import { SHELL_PATHS, type RouteDefinition } from 'shared-contracts';
import { useSession } from 'shared-client';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteRouteScreen } from '../remotes/RemoteScreen';
import { LoginPage } from './lazy-pages';
import { ScreenReady } from './screen-ready';

/**
 * A route owned by a remote. Routes that need a login send visitors to the login page (the home
 * route shows it in place, as the product's front door).
 */
export function RouteScreen({ route }: { route: RouteDefinition }) {
  const session = useSession();
  const location = useLocation();
  if (route.requiresLogin && session.status !== 'authenticated') {
    if (route.id === 'feed.home') return <LoginPage />;
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${SHELL_PATHS.login}?next=${next}`} replace />;
  }
  return (
    // Keyed by route: a failure on one screen must not stick to the next one.
    <RemoteBoundary key={route.id} remote={route.remote} page>
      <RemoteRouteScreen remote={route.remote} routeId={route.id} />
      <ScreenReady />
    </RemoteBoundary>
  );
}
