import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf } from '../../media/content-types.js';
import type { ByteRange, MediaStorage, StoredFileInfo } from '../../media/storage.js';

/** What a Range header asks of a file of `size` bytes: one range, all of it, or nothing it has. */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  // One range only: players ask for one; several would need a multipart answer for little gain.
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  const [, from, to] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const stripWeak = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the browser's copy is still good (RFC 9110 §13.1.2 and §13.1.3): answer 304. */
function notModified(request: FastifyRequest, info: StoredFileInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => stripWeak(tag) === stripWeak(info.etag));
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

/** Whether an If-Range still names this file (only a strong tag or the exact date may). */
function rangeStillApplies(request: FastifyRequest, info: StoredFileInfo): boolean {
  const ifRange = request.headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  if (ifRange.startsWith('"')) return !info.etag.startsWith('W/') && ifRange === info.etag;
  return !info.etag.startsWith('W/') && Date.parse(ifRange) === Math.floor(info.lastModified.getTime() / 1000) * 1000;
}

/**
 * Answers GET or HEAD with a stored file, from either backend, as a static file server would:
 * validators (ETag, Last-Modified) and 304, one byte range (206, or 416 past the end), the type
 * by the key's ending, and `cacheControl` on every answer that carries the file. False when the
 * file does not exist: the caller answers as for a missing file.
 *
 * A boolean, never the reply: a reply is a thenable (it settles when the answer has been
 * written), so an async function returning it would make `await sendStoredFile(…)` wait for the
 * whole answer and then give `undefined`, which the caller took for a missing file, throwing
 * not-found over a reply already sent (Fastify's "Promise errored, but reply.sent = true" error).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  cacheControl: string,
): Promise<boolean> {
  const info = await storage.stat(key);
  if (!info) return false;
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', info.etag)
    .header('Last-Modified', info.lastModified.toUTCString())
    .header('Accept-Ranges', 'bytes');
  if (notModified(request, info)) {
    reply.code(304).send();
    return true;
  }

  reply.header('Content-Type', contentTypeOf(key));
  const wanted = rangeStillApplies(request, info) ? requestedRange(request.headers.range, info.size) : 'whole';
  if (wanted === 'unsatisfiable') {
    reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
    return true;
  }
  const range = wanted === 'whole' ? undefined : wanted;
  if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  reply.header('Content-Length', range ? range.end - range.start + 1 : info.size);
  if (request.method === 'HEAD') {
    reply.send();
    return true;
  }
  const stream = await storage.stream(key, range);
  if (!stream) {
    // Removed between the two looks: as if it had never been there, with none of its headers.
    for (const name of [
      'Cache-Control',
      'ETag',
      'Last-Modified',
      'Accept-Ranges',
      'Content-Type',
      'Content-Range',
      'Content-Length',
    ])
      reply.removeHeader(name);
    reply.code(200);
    return false;
  }
  reply.send(stream);
  return true;
}
