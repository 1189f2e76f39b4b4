import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { apiClient, sessionStore } from 'shared-client';
import { localeStore } from 'shared-ui';
import { createAppQueryClient } from 'shared-client/queries';
import 'shared-ui/tokens.css';
import { App } from './app/App';
import { renderPageRoot } from './app/page-root';
import { remoteRegistry } from './remotes/remote-registry';
import { currentPageFacts, startRemotes } from './remotes/start-remotes';
import { refreshSession } from './session/session-actions';
import { StartupError } from './app/StartupError';
import { loadRealtimeWhenLoggedIn } from './realtime/load-realtime';
import { loadAnalytics } from './analytics/load-analytics';
import { watchPreferences } from './chrome/watch-preferences';

/**
 * Starts the shell: API origin from the runtime config, then the session and the remotes in
 * parallel (the first screen's remote starts loading at once).
 */
async function start(): Promise<void> {
  // Read before the query cache takes the first-screen element.
  const page = currentPageFacts();
  const rootElement = document.getElementById('root') as HTMLElement;
  document.documentElement.lang = localeStore.getLocale();
  apiClient.configure({ baseUrl: window.__LUMEN_CONFIG__?.apiOrigin ?? '' });
  // The page's one server-state cache; every remote renders under this provider.
  const queryClient = createAppQueryClient();
  try {
    const [{ consentRequired }] = await Promise.all([refreshSession(), startRemotes(remoteRegistry, page)]);
    // A transition, so React renders the first screen in short slices and yields between them:
    // no long task blocks input, and the federation runtime's loads of the screen's remote go out
    // meanwhile (docs/performance.md#the-first-render-yields).
    renderPageRoot(
      rootElement,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App consentRequired={consentRequired} />
        </QueryClientProvider>
      </StrictMode>,
      { locale: localeStore.getLocale(), viewerId: sessionStore.getState().viewer?.pk ?? null },
      startTransition,
    );
    loadRealtimeWhenLoggedIn(sessionStore);
    loadAnalytics(consentRequired);
    watchPreferences();
  } catch (error) {
    console.error('[shell] start-up failed', error);
    rootElement.replaceChildren();
    createRoot(rootElement).render(<StartupError onRetry={() => window.location.reload()} />);
  }
}

void start();
