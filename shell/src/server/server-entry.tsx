import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  CONTRACT_VERSION,
  isContractCompatible,
  isRemoteEntry,
  HELP_PATHS,
  ROUTES,
  SHELL_PATHS,
  type FirstScreenData,
  type Locale,
  type PageLayout,
  type RemoteEntry,
  type RemoteName,
  type Viewer,
} from 'shared-contracts';
import { localeStore, setDrawnLayout } from 'shared-ui';
import { apiClient, sessionStore } from 'shared-client';
import { createQueryClient, seedFirstScreenData } from 'shared-client/queries';
import { App } from '../app/App';
import { remoteRegistry } from '../remotes/remote-registry';
import { routeCandidates } from '../app/route-candidates';
import { SERVER_RENDERED_ROUTES } from './server-rendered-routes';

export { sharedModules } from './shared-modules';

/**
 * The shell's own pages first, as AppRoutes lists them: /accounts/login/ is the login page, not
 * the profile of an account named "accounts". Read once per process, with each pattern's shape.
 */
const PAGE_TABLE = [
  ...[...Object.values(SHELL_PATHS), ...Object.values(HELP_PATHS)]
    .filter((path) => path !== SHELL_PATHS.home)
    .map((path) => ({ path, route: null })),
  ...ROUTES.map((route) => ({ path: route.path, route })),
];
const pageCandidates = routeCandidates(PAGE_TABLE);

/**
 * The route a page's address is rendered on the server for, and the remote that draws it. A page
 * that needs a login is not rendered for a visitor: the browser redirects, or shows the login form.
 */
export function serverRenderedRoute(url: string, loggedIn: boolean): { id: string; remote: RemoteName } | null {
  const pathname = url.split('?')[0] ?? '/';
  // React Router still picks the match, among the few patterns the address fits.
  const route = matchRoutes(pageCandidates(pathname), pathname)?.[0]?.route.route;
  if (!route || !SERVER_RENDERED_ROUTES.has(route.id)) return null;
  // A visitor's home is the login form: typed into before its code ran, it would lose the text.
  if (route.requiresLogin && !loggedIn) return null;
  return { id: route.id, remote: route.remote };
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
  /** The layout the device is guessed to want (a phone's, or the wide desktop's). */
  layout: PageLayout;
  firstScreen: FirstScreenData | null;
  /** The page's CSP nonce, for React's inline scripts. */
  nonce: string;
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
  setDrawnLayout(page.layout);
  // A remote whose server build is missing or does not fit is drawn by the browser: its slot's
  // boundary is left for the client, the rest of the page is rendered.
  for (const [name, entry] of Object.entries(page.remotes)) {
    remoteRegistry.provide(name as RemoteName, serverEntryOf(name as RemoteName, entry));
  }
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={page.url}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  try {
    const stream = await renderToReadableStream(
      <QueryClientProvider client={queryClient}>
        {/* The cookie dialog waits for the first screen in the browser too: no part of this markup. */}
        <App consentRequired={false} Router={Router} />
      </QueryClientProvider>,
      {
        signal,
        // React's own inline scripts (a part left to the browser) carry the page's nonce.
        nonce: page.nonce,
        // Every part inline, in place: no part is moved into place by a script after the page.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => void errors.push(error),
      },
    );
    await stream.allReady;
    return { html: await new Response(stream).text(), errors };
  } finally {
    queryClient.clear();
    remoteRegistry.resetAll();
  }
}
