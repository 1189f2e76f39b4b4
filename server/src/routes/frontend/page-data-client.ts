import { isLocale, type FirstScreenData, type Locale, type RemoteManifest, type Viewer } from 'shared-contracts';
import { RemoteManifestSchema, ViewerSchema } from 'shared-contracts/schemas';
import type { PageAccountPreferences } from './static-site.js';

/** What the API server says a page of the shell carries (`GET /api/v1/web/page_data/`). */
export interface PageData {
  status: 200 | 404;
  account: PageAccountPreferences | null;
  firstScreen: FirstScreenData | null;
  /** The viewer as the browser's session presents it, the page's language and the remotes: what rendering needs. */
  render: { viewer: Viewer | null; locale: Locale; remotes: RemoteManifest['remotes'] };
}

/** The browser's request headers that decide the viewer and the text locale. */
export interface PageRequestHeaders {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** Where the shell's server reaches the API, and how long a page may wait for it. */
export interface PageDataClientOptions {
  /** The API's origin as seen from the shell's server (inside the deployment). */
  apiOrigin: string;
  timeoutMs: number;
  /** Told why a page went out without its data (the API slow, down or answering oddly). */
  onFailure?: (reason: unknown) => void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What rendering the page needs, or null when the answer's parts are not the shape the API sends. */
function parseRenderInput(body: Record<string, unknown>): PageData['render'] | null {
  const viewer = body.viewer === null ? null : ViewerSchema.safeParse(body.viewer);
  const remotes = RemoteManifestSchema.shape.remotes.safeParse(body.remotes);
  if (viewer?.success === false || !remotes.success) return null;
  if (typeof body.locale !== 'string' || !isLocale(body.locale)) return null;
  return { viewer: viewer?.data ?? null, locale: body.locale, remotes: remotes.data };
}

/** The answer's parts, or null when it is not the shape the API sends. */
function parsePageData(body: unknown): PageData | null {
  if (!isObject(body) || body.status !== 'ok') return null;
  const { page_status: status, account, first_screen: firstScreen } = body;
  if (status !== 200 && status !== 404) return null;
  if (account !== null && !(isObject(account) && typeof account.appearance === 'string')) return null;
  if (firstScreen !== null && !(isObject(firstScreen) && typeof firstScreen.route === 'string')) return null;
  const render = parseRenderInput(body);
  if (!render) return null;
  return {
    status,
    account: account as PageAccountPreferences | null,
    firstScreen: firstScreen as FirstScreenData | null,
    render,
  };
}

/**
 * Asks the API for a page's data on behalf of the browser, forwarding its cookie so the API
 * decides who the viewer is (docs/performance.md#stack-mode-asks-the-api). Answers null, never
 * throws, when the API is slow (past the timeout, body included), down, or answers anything but
 * its data: the page then goes out as the plain shell.
 */
export function createPageDataClient(
  options: PageDataClientOptions,
): (url: string, headers: PageRequestHeaders) => Promise<PageData | null> {
  const endpoint = `${options.apiOrigin.replace(/\/$/, '')}/api/v1/web/page_data/`;
  return async (url, headers) => {
    // Uncompressed: inside the deployment, compressing costs the API more CPU than the bytes save.
    const sent: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'identity' };
    if (headers.cookie) sent.cookie = headers.cookie;
    if (headers.acceptLanguage) sent['accept-language'] = headers.acceptLanguage;
    try {
      const response = await fetch(`${endpoint}?path=${encodeURIComponent(url)}`, {
        headers: sent,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`page data answered ${response.status}`);
      const data = parsePageData(await response.json());
      if (!data) throw new Error('page data answered an unexpected body');
      return data;
    } catch (error) {
      options.onFailure?.(error);
      return null;
    }
  };
}
