import { DEFAULT_REQUEST_TIMEOUT_MS } from 'shared-contracts';
import { localeStore } from 'shared-ui';
import type { Locale } from 'shared-contracts';
import { sessionStore, type SessionStore } from '../session/session-store.js';
import { ApiError } from 'shared-contracts';

/** Query-string values; undefined and null entries are left out. */
type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Options of one call. Defaults: 30 s timeout, one attempt, credentials (docs/calls.md#how-every-call-is-made). */
interface RequestOptions {
  query?: QueryParams;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as is (e.g. an upload slice). */
  body?: Blob | ArrayBuffer | Uint8Array;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; 0 means no timeout (uploads). */
  timeoutMs?: number;
}

/** Where the API lives and where the CSRF token comes from. */
interface ApiClientConfig {
  baseUrl: string;
  session: SessionStore;
  fetch: typeof fetch;
  /** The interface's language, sent as Accept-Language so the few texts the server writes match it. */
  locale: () => Locale;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads the csrftoken cookie when the API shares the page's origin. */
function csrfFromCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = new URL(path, baseUrl || (typeof location !== 'undefined' ? location.origin : 'http://localhost'));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return baseUrl ? url.toString() : `${url.pathname}${url.search}`;
}

function timeoutSignal(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal | undefined {
  const signals = [signal, timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  if (signals.length <= 1) return signals[0];
  return AbortSignal.any(signals);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'error_id' in body && 'message' in body) {
    const { error_id: errorId, message } = body as { error_id: ApiError['errorId']; message: unknown };
    return new ApiError(status, errorId, String(message), body);
  }
  return new ApiError(status, status >= 500 ? 'internal' : 'bad_response', `HTTP ${status}`, body);
}

/** The low-level client every typed call goes through. Components never call fetch directly. */
export class ApiClient {
  private config: ApiClientConfig;

  constructor(config: Partial<ApiClientConfig> = {}) {
    this.config = {
      baseUrl: config.baseUrl ?? '',
      session: config.session ?? sessionStore,
      fetch: config.fetch ?? ((...args) => globalThis.fetch(...args)),
      locale: config.locale ?? (() => localeStore.getLocale()),
    };
  }

  /** Points the client at an API origin ('' for the page's own origin). */
  configure(config: Partial<ApiClientConfig>): void {
    this.config = { ...this.config, ...config };
  }

  /** The API origin, '' when it is the page's own. */
  get baseUrl(): string {
    return this.config.baseUrl;
  }

  /** Resolves a server-relative URL (media, avatars) against the API origin. */
  resolveUrl(path: string): string {
    if (!this.config.baseUrl || /^[a-z]+:/i.test(path)) return path;
    return new URL(path, this.config.baseUrl).toString();
  }

  /** Makes one call; resolves with the parsed JSON body, rejects with ApiError. */
  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': this.config.locale(),
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/octet-stream';
      body = options.body as BodyInit;
    }
    if (MUTATING.has(method)) {
      // The cookie is the truth of double-submit; the session's copy serves when the cookie is
      // not readable (the API on another site).
      const token = csrfFromCookie() ?? this.config.session.getState().csrfToken;
      if (token) headers['X-CSRFToken'] = token;
    }
    const signal = timeoutSignal(options.signal, options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await this.config.fetch(buildUrl(this.config.baseUrl, path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw new ApiError(0, 'aborted', 'Request aborted');
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new ApiError(0, 'timeout', 'Request timed out');
      }
      throw new ApiError(0, 'network', error instanceof Error ? error.message : 'Network error');
    }
    const parsed = await readBody(response);
    if (!response.ok) throw errorFromBody(response.status, parsed);
    return parsed as T;
  }
}

/** The application-wide API client, configured by the shell at start-up. */
export const apiClient = new ApiClient();
