import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The header a request id comes in (from a proxy or a client) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming request id is kept only when it is a short plain token (nothing to forge log lines with). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The id of a request: the incoming X-Request-Id when sane, else a new random one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Log fields that hold secrets, censored wherever a log line carries them: session and CSRF
 * tokens in cookies and headers, credentials, and any password (docs/security.md#logs).
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrftoken"]',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrftoken"]',
  'headers["set-cookie"]',
  'body',
  'req.body',
  '*.password',
  // The password change form's fields (docs/behaviour/accounts.md#changing-the-password).
  '*.old_password',
  '*.new_password1',
  '*.new_password2',
  // A mailed link's token (docs/behaviour/accounts.md#mail-delivery); in a URL, the query is dropped.
  '*.token',
  // The second factor: a checkpoint's challenge stands for a password already given, and a
  // secret makes codes (docs/behaviour/accounts.md#logging-in-with-a-second-factor).
  '*.challenge',
  '*.two_factor_challenge',
  '*.secret',
];

/** A URL with its query values replaced: parameter names help, values may be tokens or searches. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=~`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The logger configuration: pino at `level`, JSON lines with the request id (`reqId`) on every
 * line a request writes, secrets censored, query values dropped; bodies are never logged.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Whatever is logged as `req` (Fastify's request, or anything a handler passes) comes out
      // as these fields only: never its headers or body.
      req: (request: { method?: unknown; url?: unknown; host?: unknown; ip?: unknown }) => ({
        method: text(request.method),
        url: typeof request.url === 'string' ? redactQuery(request.url) : undefined,
        host: text(request.host),
        remoteAddress: text(request.ip),
      }),
    },
  };
}

/** Sends each request's id back in `X-Request-Id`, so a person's report can be matched to the logs. */
export function installRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
