import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, GZIP_LEVEL, chooseEncoding, varyOnEncoding } from './compression.js';

/**
 * A page's body written part by part as each is ready (docs/performance.md#the-page-is-streamed),
 * compressed with brotli or gzip as the client accepts. Each part is flushed through the compressor
 * as it is written: without the flush a compressor holds a short head back until it has more input,
 * and the browser would get nothing before the slowest part.
 * The parts must not throw: a part that fails has to be written as its page's fallback by whoever
 * makes it, since the status line is long gone.
 */
export function streamedHtml(request: FastifyRequest, reply: FastifyReply, parts: AsyncIterable<string>): Readable {
  varyOnEncoding(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return Readable.from(bytesOf(parts), { objectMode: false });
  reply.header('content-encoding', encoding);
  const compressor =
    encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip({ level: GZIP_LEVEL });
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  void (async () => {
    try {
      for await (const part of parts) {
        if (compressor.destroyed) return;
        if (!part) continue;
        compressor.write(part);
        // Compressed on the thread pool: its bytes reach the socket only on a turn of the event
        // loop, which the next part (a synchronous query, a render) would otherwise hold.
        await new Promise<void>((resolve) => compressor.flush(flushKind, () => setImmediate(resolve)));
      }
      compressor.end();
    } catch (error) {
      compressor.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return compressor;
}

/**
 * The parts as UTF-8 bytes, the empty ones left out (an empty chunk would end a chunked body). Each
 * is given a turn of the event loop to reach the socket before the next part's work starts.
 */
async function* bytesOf(parts: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const part of parts) {
    if (!part) continue;
    yield Buffer.from(part, 'utf8');
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
