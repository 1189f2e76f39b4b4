import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { apiClient, fetchRemoteManifest, localeStore, sessionStore } from 'shared-contracts';
import { createAppQueryClient } from 'shared-contracts/queries';
import 'shared-contracts/tokens.css';
import { App } from './app/App';
import { remoteRegistry } from './remotes/remote-registry';
import { refreshSession } from './session/session-actions';
import { StartupError } from './app/StartupError';
import { loadRealtimeWhenLoggedIn } from './realtime/load-realtime';
import { loadAnalytics } from './analytics/load-analytics';
import { watchPreferences } from './chrome/watch-preferences';

/** Starts the shell: API origin from the runtime config, then session and remote manifest in parallel. */
async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  document.documentElement.lang = localeStore.getLocale();
  apiClient.configure({ baseUrl: window.__LUMEN_CONFIG__?.apiOrigin ?? '' });
  // The page's one server-state cache; every remote renders under this provider.
  const queryClient = createAppQueryClient();
  try {
    const [{ consentRequired }, manifest] = await Promise.all([refreshSession(), fetchRemoteManifest()]);
    remoteRegistry.configure(manifest);
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App consentRequired={consentRequired} />
        </QueryClientProvider>
      </StrictMode>,
    );
    loadRealtimeWhenLoggedIn(sessionStore);
    loadAnalytics(consentRequired);
    watchPreferences();
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<StartupError onRetry={() => window.location.reload()} />);
  }
}

void start();
