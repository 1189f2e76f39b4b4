import type { FirstScreenData, Locale, PageLayout, Viewer } from 'shared-contracts';
import type { ServerBuilds } from './server-builds.js';
import { stylesheetsFor } from './page-styles.js';

/** How long past its budget a render is waited for before its page goes out without it (ms). */
const DEADLINE_GRACE_MS = 500;

/** The work's result, or null once `ms` have passed. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** With BENCH_ENDPOINTS, a request carrying this header ("1") gets its page without rendering. */
export const BENCH_NO_RENDER_HEADER = 'x-lumen-bench-no-render';

/** One page to render: who asks, for what, in which language, with which first-screen data. */
export interface PageRequest {
  url: string;
  /** The response's CSP nonce. */
  nonce: string;
  viewer: Viewer | null;
  locale: Locale;
  /** The layout the device is guessed to want (pageLayoutFor). */
  layout: PageLayout;
  firstScreen: FirstScreenData | null;
}

/** A rendered root: its markup, and what the browser must agree with to take it over. */
export interface RenderedRoot {
  html: string;
  /** What React hoists for the head (its preloads of the screen's images), taken out of the root. */
  head: string[];
  /** The stylesheets its classes need, in order. */
  stylesheets: string[];
  locale: Locale;
  layout: PageLayout;
  viewerId: string | null;
}

export interface PageRendererOptions {
  /** The builds, loaded once per process (null: this install renders nothing on the server). */
  builds: () => Promise<ServerBuilds | null>;
  apiOrigin: string;
  /** How long a render may take before the parts not ready are left to the browser. */
  timeoutMs: number;
  onError: (error: unknown, url: string) => void;
}

/** A tag React writes ahead of the markup when it renders no <head>: a preload, a stylesheet, a meta. */
const HOISTED = /^\s*<(?:link|meta)\b[^>]*\/?>/;

/** React's hoisted tags, which belong in the head, and the markup after them. */
export function splitHoisted(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  let body = html;
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head.push(match[0].trim());
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/**
 * Renders the first screen of the pages people land on (docs/performance.md#the-first-screen-is-rendered-on-the-server).
 * The shell's stores (session, language, remotes) are module state in its build, as in the browser,
 * so renders run one at a time: each is set up, rendered to the end and torn down before the next,
 * and no page ever sees another viewer's state. Nothing rendered is kept: every page is rendered
 * for its own request.
 */
export function createPageRenderer(
  options: PageRendererOptions,
): (request: PageRequest) => Promise<RenderedRoot | null> {
  let queue: Promise<unknown> = Promise.resolve();

  async function renderOne(request: PageRequest): Promise<RenderedRoot | null> {
    const builds = await options.builds();
    if (!builds) return null;
    const route = builds.shell.serverRenderedRoute(request.url, request.viewer !== null);
    if (!route) return null;
    const rendered = await builds.shell.renderPage(
      { ...request, apiOrigin: options.apiOrigin, remotes: builds.remotes },
      AbortSignal.timeout(options.timeoutMs),
    );
    for (const error of rendered.errors) options.onError(error, request.url);
    const { head, body } = splitHoisted(rendered.html);
    return {
      html: body,
      head,
      stylesheets: stylesheetsFor(body, builds.styles),
      locale: request.locale,
      layout: request.layout,
      viewerId: request.viewer?.pk ?? null,
    };
  }

  return (request) => {
    // React stops at the budget's signal; a build that would not is cut off a little later, and
    // its page goes out plain. The render is never awaited past that.
    const result = queue.then(() => withDeadline(renderOne(request), options.timeoutMs + DEADLINE_GRACE_MS));
    // The next render waits for this one, whatever its outcome.
    queue = result.catch(() => undefined);
    return result.catch((error: unknown) => {
      options.onError(error, request.url);
      return null;
    });
  };
}
