import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** JSON answers shorter than this go out plain: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality 2 and gzip level 1: the cheap end of each. On a 42 KB feed page brotli 2 writes
 * about 9 KB for well under a millisecond of CPU; quality 4 and up or gzip 6 save a few percent more
 * bytes for two to three times the CPU (docs/performance.md#api-answers-are-compressed).
 */
const BROTLI_QUALITY = 2;
export const GZIP_LEVEL = 1;

export const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in from an Accept-Encoding header: brotli or gzip, whichever the client
 * weighs higher (brotli on a tie); null when it accepts neither (absent, identity only, q=0).
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** Adds Accept-Encoding to the answer's Vary, keeping what is there (CORS adds Origin). */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...list, 'Accept-Encoding'].join(', '));
}

/**
 * Compresses JSON answers of COMPRESS_MIN_BYTES or more with brotli or gzip, as the client accepts
 * (docs/performance.md#api-answers-are-compressed). Only whole answers are touched: streams (static
 * files, which come pre-compressed, media and its ranges, downloads) and anything that is not JSON
 * or already has an encoding go out as they are.
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    // A string's length in characters is at most its length in bytes: good enough for a threshold.
    if (payload.length < COMPRESS_MIN_BYTES) return payload;
    varyOnEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // Synchronously: zlib's callback form costs about three times the CPU on a page this size
    // (a stream and thread-pool hand-offs per call), for a job well under a millisecond.
    const compressed =
      encoding === 'br'
        ? zlib.brotliCompressSync(payload, BROTLI_OPTIONS)
        : zlib.gzipSync(payload, { level: GZIP_LEVEL });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
