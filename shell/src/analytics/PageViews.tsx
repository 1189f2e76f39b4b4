import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { logEvent } from 'shared-client';

/**
 * Logs a page view per route change (docs/behaviour/analytics.md#events): the path only, no query.
 * The event waits in the browser until analytics is allowed, and is dropped if it is not.
 */
export function PageViews(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    logEvent({ event: 'page_view', category: 'navigation', data: { path: pathname } });
  }, [pathname]);
  return null;
}
