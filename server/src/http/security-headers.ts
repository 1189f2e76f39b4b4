import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';

/**
 * Where a page may load things from besides its own origin (docs/security.md#headers): the
 * remotes' origins (scripts, styles, manifests), the API origin (calls, and media when it serves
 * them) and the media origin (images, video and its HLS segments).
 */
export interface PageSources {
  remoteOrigins: string[];
  apiOrigin: string;
  mediaOrigin: string;
  /** Where public files come from when a CDN serves them (MEDIA_PUBLIC_BASE_URL's origin). */
  publicMediaOrigin?: string;
}

/** The origin of an absolute http(s) URL, or null for a relative one (which is the page's own). */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values: Array<string | null>): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/** The WebSocket origin of an http(s) origin: http → ws, https → wss. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/** A fresh nonce for one response's inline script. */
export function createNonce(): string {
  return crypto.randomBytes(18).toString('base64');
}

/**
 * The page's Content-Security-Policy. Scripts only from this origin, the remotes and the inline
 * runtime configuration carrying this response's nonce; no plugins, no <base>, never framed.
 * Stylesheets come from files only (CSS modules): no <style> element is allowed; style attributes
 * are, for the server-rendered first screen. blob: is for
 * the previews of chosen files and hls.js's media source and worker; data: for small inline images.
 */
export function pageContentSecurityPolicy(sources: PageSources, nonce: string): string {
  const remotes = unique(sources.remoteOrigins);
  const media = unique([sources.mediaOrigin, sources.publicMediaOrigin ?? '', sources.apiOrigin]);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...remotes]],
    ['style-src', ["'self'", ...remotes]],
    // The server's rendering of the first screen writes React's style attributes (a photo's aspect
    // ratio, an avatar's size) into the HTML; stylesheets and <style> elements stay as strict
    // (docs/security.md#headers, docs/performance.md#the-first-screen-is-rendered-on-the-server).
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...media]],
    ['media-src', ["'self'", 'blob:', ...media]],
    // The realtime socket on the API's origin needs its ws(s): form: an http(s) source does not
    // match it (docs/behaviour/direct.md#real-time); 'self' already covers the page's own.
    [
      'connect-src',
      [
        "'self'",
        ...unique([
          sources.apiOrigin,
          sources.apiOrigin && socketOrigin(sources.apiOrigin),
          sources.mediaOrigin,
          // hls.js fetches playlists and segments.
          sources.publicMediaOrigin ?? '',
          ...remotes,
        ]),
      ],
    ],
    ['worker-src', ["'self'", 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Features no screen uses (the creation flow reads files, never the camera or microphone), turned
 * off for the page and anything it might embed. Fullscreen stays allowed for the video player.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'fullscreen=(self)',
].join(', ');

/** Headers every response gets: no content sniffing, and no full URL sent to other sites. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** A JSON answer is never a document: nothing may load in it, and nobody may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers of the shell page, for one response's nonce. */
export function pageSecurityHeaders(sources: PageSources, nonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': pageContentSecurityPolicy(sources, nonce),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/**
 * Adds the base headers to every response, a locked-down CSP to JSON answers, and HSTS when the
 * site is served over https. Pages set their own CSP (with a nonce) where they are rendered.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}

/** The page's sources in the server's configuration (one-port mode, or a server that serves pages). */
export function pageSourcesFromConfig(config: ServerConfig): PageSources {
  return {
    remoteOrigins: unique(Object.values(config.remoteEntries).map(originOf)),
    apiOrigin: originOf(config.publicApiOrigin) ?? '',
    mediaOrigin: originOf(config.mediaBaseUrl) ?? '',
    publicMediaOrigin: originOf(config.mediaPublicBaseUrl) ?? '',
  };
}
