import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  CONTRACT_VERSION,
  isContractCompatible,
  isRemoteEntry,
  ROUTES,
  type FirstScreenData,
  type Locale,
  type RemoteEntry,
  type RemoteName,
  type Viewer,
} from 'shared-contracts';
import { localeStore } from 'shared-ui';
import { apiClient, sessionStore } from 'shared-client';
import { createQueryClient, seedFirstScreenData } from 'shared-client/queries';
import { App } from '../app/App';
import { remoteRegistry } from '../remotes/remote-registry';
import { SERVER_RENDERED_ROUTES } from './server-rendered-routes';

export { sharedModules } from './shared-modules';

/** The route a page's address is rendered on the server for, and the remote that draws it. */
export function serverRenderedRoute(url: string): { id: string; remote: RemoteName } | null {
  const pathname = url.split('?')[0] ?? '/';
  const match = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, route })),
    pathname,
  )?.[0];
  const route = match?.route.route;
  return route && SERVER_RENDERED_ROUTES.has(route.id) ? { id: route.id, remote: route.remote } : null;
}

/** A remote's server entry as the browser's registry would accept it, else why not. */
function serverEntryOf(name: RemoteName, entry: unknown): RemoteEntry | Error {
  if (!isRemoteEntry(entry)) return new Error(`Remote ${name} has no server build.`);
  if (!isContractCompatible(entry.contractVersion, CONTRACT_VERSION)) {
    return new Error(`Remote ${name}'s server build is for shared-contracts ${entry.contractVersion}.`);
  }
  return entry;
}

/** What one page is rendered for: one viewer, one address. */
export interface ServerPage {
  url: string;
  viewer: Viewer | null;
  locale: Locale;
  firstScreen: FirstScreenData | null;
  /** The API's public origin, as the browser's API client resolves media against it. */
  apiOrigin: string;
  remotes: Partial<Record<RemoteName, unknown>>;
}

/** What a render gave: the markup of the page's root, and what went wrong inside it. */
export interface RenderedPage {
  html: string;
  errors: unknown[];
}

/**
 * Renders the composed application at one address for one viewer, as the browser's first render
 * would draw it from the same data (docs/performance.md#the-first-screen-is-rendered-on-the-server).
 * The page's stores (session, language, remotes) are module state, as in the browser: the caller
 * renders one page at a time. Waits for every part; on `signal` the parts not ready are left to
 * the browser.
 */
export async function renderPage(page: ServerPage, signal: AbortSignal): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  if (page.firstScreen) seedFirstScreenData(queryClient, page.firstScreen);
  apiClient.configure({ baseUrl: page.apiOrigin });
  sessionStore.setSession(page.viewer, null);
  localeStore.setLocale(page.locale);
  // A remote whose server build is missing or does not fit is drawn by the browser: its slot's
  // boundary is left for the client, the rest of the page is rendered.
  for (const [name, entry] of Object.entries(page.remotes)) {
    remoteRegistry.provide(name as RemoteName, serverEntryOf(name as RemoteName, entry));
  }
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={page.url}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <QueryClientProvider client={queryClient}>
        {/* The cookie dialog waits for the first screen in the browser too: no part of this markup. */}
        <App consentRequired={false} Router={Router} />
      </QueryClientProvider>,
      { signal, onError: (error) => void errors.push(error) },
    );
    let html = '';
    // A character may span two chunks: the decoder keeps its first bytes for the next one.
    const decoder = new TextDecoder();
    // A Node stream (the DOM's typings name the web one).
    for await (const chunk of prelude as unknown as AsyncIterable<string | Uint8Array>) {
      html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    }
    html += decoder.decode();
    return { html, errors };
  } finally {
    queryClient.clear();
    remoteRegistry.resetAll();
  }
}
