import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { ErrorBody, ErrorId, SpamFeedback } from 'shared-contracts';
import { ensureCsrfCookie } from './csrf.js';
import { createNonce } from './security-headers.js';
import { PAGE_VARY } from './page-layout.js';
import { streamedHtml } from './streamed-html.js';
import { StorageUnavailableError } from '../media/storage.js';

/** How long a client is told to wait when the storage is down. */
const STORAGE_RETRY_AFTER_SECONDS = 30;

/** An expected failure with a stable id; answered as the one error body shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorId: ErrorId,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      status: 'fail',
      error_id: this.errorId,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

/** A comment refused as spam: HTTP 400, the feedback dialog's content as the body (docs/entities.md#spam-feedback). */
export class SpamError extends AppError {
  constructor(readonly feedback: SpamFeedback) {
    super(400, 'comment_spam', feedback.message);
    this.name = 'SpamError';
  }

  override toBody(): ErrorBody {
    return this.feedback;
  }
}

/** A 429 that knows when trying again can work: answered with `Retry-After` (whole seconds). */
export class RateLimitError extends AppError {
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, retryAfterMs?: number) {
    super(429, 'rate_limited', message);
    this.name = 'RateLimitError';
    this.retryAfterSeconds = retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** Constructors for the failures handlers raise. */
export const fail = {
  badRequest: (message: string) => new AppError(400, 'bad_request', message),
  validation: (fields: Record<string, string>) =>
    new AppError(400, 'validation_failed', 'Some fields are not valid.', fields),
  unauthenticated: () => new AppError(401, 'unauthenticated', 'You need to log in.'),
  csrf: () => new AppError(403, 'csrf_failed', 'CSRF token missing or incorrect.'),
  forbidden: (message = 'You cannot do that.') => new AppError(403, 'forbidden', message),
  notFound: (message = 'Not found.') => new AppError(404, 'not_found', message),
  conflict: (errorId: ErrorId, message: string) => new AppError(409, errorId, message),
  tooLarge: (message = 'The upload is too large.') => new AppError(413, 'payload_too_large', message),
  unsupportedMedia: (message: string) => new AppError(415, 'unsupported_media_type', message),
  rateLimited: (message = 'Please wait a few minutes before you try again.', retryAfterMs?: number) =>
    new RateLimitError(message, retryAfterMs),
  commentsDisabled: () => new AppError(403, 'comments_disabled', 'Comments on this post have been turned off.'),
  /** A logged-out browser past an impression limit (docs/behaviour/logged-out.md#what-the-server-withholds). */
  visitorLimit: () => new AppError(403, 'visitor_limit_reached', 'Log in to keep browsing.'),
  /** The storage is down (docs/operating.md#when-the-storage-is-down). */
  storageUnavailable: () =>
    new AppError(503, 'storage_unavailable', 'Stored files cannot be reached right now. Please try again later.'),
  /** The error catalogue's generic failure. */
  internal: () => new AppError(500, 'internal', 'Something went wrong. Please try again.'),
};

/** Parses input with a zod schema; a failure becomes validation_failed naming each bad field. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw fail.validation(fields);
}

/** Installs the error handler so every failure answers `{status:'fail', error_id, message}`. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // Expected failures are the client's business; a server-side one (bad stored data) is ours.
      if (error.statusCode >= 500) request.log.error({ err: error }, 'server failure');
      if (error instanceof RateLimitError && error.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ err: error }, 'storage unavailable');
      reply.header('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(fail.storageUnavailable().toBody());
    }
    const code = 'code' in error ? error.code : undefined;
    let mapped: AppError;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') mapped = fail.tooLarge();
    else if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') mapped = fail.unsupportedMedia('Unsupported content type.');
    else if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_JSON_BODY')
      mapped = fail.badRequest('The request body is not valid.');
    else if ('validation' in error && error.validation) mapped = fail.badRequest(error.message);
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      mapped = new AppError(error.statusCode, 'bad_request', error.message);
    else {
      request.log.error({ err: error }, 'unhandled error');
      mapped = fail.internal();
    }
    return reply.code(mapped.statusCode).send(mapped.toBody());
  });
}

/**
 * Unknown paths: a GET or HEAD of anything outside the API gets the shell page (which renders its
 * own not-found screen) with the page's status, whatever its Accept header says (curl, crawlers
 * and monitors send none); API paths, and other methods, get the JSON not_found body.
 */
export function installNotFoundHandling(
  app: FastifyInstance,
  shell: {
    /**
     * The page for one response's CSP nonce and request (null while the shell is not built): its
     * parts, read as they are sent, and whether it is the viewer's own.
     */
    page: (
      nonce: string,
      request: FastifyRequest,
    ) => Promise<{ parts: AsyncIterable<string>; personal: boolean } | null>;
    /** The page's security headers for that nonce (docs/security.md#headers). */
    securityHeaders: (nonce: string) => Record<string, string>;
    isApiPath: (url: string) => boolean;
    status: (pathname: string, request: FastifyRequest) => Promise<200 | 404>;
    secureCookies: boolean;
  } | null,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (shell && wantsPage && !shell.isApiPath(request.url)) {
      const nonce = createNonce();
      const page = await shell.page(nonce, request);
      const pathname = request.url.split('?')[0] ?? '/';
      if (page) {
        // The status line goes first, so it is known before the head: it reads what the page names
        // (docs/performance.md#the-page-is-streamed).
        const status = await shell.status(pathname, request).catch(() => 200 as const);
        ensureCsrfCookie(request, reply, shell.secureCookies);
        reply
          .code(status)
          .headers(shell.securityHeaders(nonce))
          // A page with the viewer's own data is never stored (docs/performance.md#the-first-screen-comes-with-the-page).
          .header('Cache-Control', page.personal ? 'private, no-store' : 'no-cache')
          // Rendered in the Accept-Language's language for a visitor, and per session: a cache keeps them apart.
          .header('Vary', PAGE_VARY)
          .type('text/html; charset=utf-8');
        // A HEAD answer has no body: its parts are never read, so nothing is loaded or rendered for it.
        if (request.method === 'HEAD') return reply.send();
        return reply.send(streamedHtml(request, reply, page.parts));
      }
      return reply.code(503).type('text/plain; charset=utf-8').send('The shell is not built yet: run `npm run build`.');
    }
    return reply.code(404).send(fail.notFound(`No route ${request.method} ${request.url.split('?')[0]}`).toBody());
  });
}
