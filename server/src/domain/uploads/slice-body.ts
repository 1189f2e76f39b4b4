import type { Readable } from 'node:stream';
import { errorCodes } from 'fastify';

/**
 * The bytes of one upload slice as the route receives them. A body announced with a
 * Content-Length is not read into memory first: the route checks everything the headers tell
 * (login, offset, limits), and the bytes then go to the file as they arrive
 * (docs/behaviour/creation.md#upload-protocol). A body without a length (chunked) is read whole
 * first, as any other body is.
 *
 * Failures of the body itself (too long, cut off) are the errors Fastify gives for a buffered
 * body (`FST_ERR_CTP_BODY_TOO_LARGE` 413, `FST_ERR_CTP_INVALID_CONTENT_LENGTH` 400, a stream error
 * as 400), marked so the route can tell them from its own. Fields are private so the input guards,
 * which look through object bodies for text, see nothing in it.
 */
export class SliceBody {
  /** The slice's length in bytes. */
  readonly length: number;
  readonly #buffered: Buffer | null;
  readonly #stream: Readable | null;
  /**
   * Made on the first read, not before: until then Node discards an unread body by itself once
   * the answer is sent. It is never returned early, which would destroy the connection.
   */
  #source: AsyncIterator<Buffer> | null = null;
  /** Chunks already taken from the source (by `head`) and not handed out yet. */
  #early: Buffer[] = [];
  #taken = 0;
  #started = false;
  #ended = false;

  private constructor(length: number, buffered: Buffer | null, stream: Readable | null) {
    this.length = length;
    this.#buffered = buffered;
    this.#stream = stream;
  }

  /** A body already read whole. */
  static buffered(bytes: Buffer): SliceBody {
    return new SliceBody(bytes.length, bytes, null);
  }

  /** A body of `length` bytes still to be read from `stream`. */
  static streamed(stream: Readable, length: number): SliceBody {
    return new SliceBody(length, null, stream);
  }

  /**
   * Reads a body without a Content-Length whole, refusing it past `limit` bytes, as Fastify's
   * buffering parser does.
   */
  static async readWhole(stream: Readable, limit: number): Promise<SliceBody> {
    const source = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    const chunks: Buffer[] = [];
    let received = 0;
    for (;;) {
      let step: IteratorResult<Buffer>;
      try {
        step = await source.next();
      } catch (error) {
        throw asBodyError(error);
      }
      if (step.done) break;
      received += step.value.length;
      // The rest is left unread, as Fastify does: the answer closes the connection.
      if (received > limit) throw markBodyError(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      chunks.push(step.value);
    }
    return SliceBody.buffered(Buffer.concat(chunks, received));
  }

  /** The first `count` bytes (at most the length); they are still handed out by `chunks`. */
  async head(count: number): Promise<Buffer> {
    const wanted = Math.min(count, this.length);
    if (this.#buffered) return this.#buffered.subarray(0, wanted);
    let have = this.#early.reduce((sum, chunk) => sum + chunk.length, 0);
    while (have < wanted) {
      const chunk = await this.#next();
      if (!chunk) break;
      this.#early.push(chunk);
      have += chunk.length;
    }
    return Buffer.concat(this.#early, have).subarray(0, wanted);
  }

  /**
   * Every byte of the body, in order, once. Throws a body error when the body turns out longer or
   * shorter than its length, or is cut off.
   */
  async *chunks(): AsyncGenerator<Buffer> {
    if (this.#started) throw new Error('The slice body was already read.');
    this.#started = true;
    if (this.#buffered) {
      if (this.#buffered.length > 0) yield this.#buffered;
      return;
    }
    yield* this.#early.splice(0);
    for (let chunk = await this.#next(); chunk; chunk = await this.#next()) yield chunk;
    if (this.#taken !== this.length) throw markBodyError(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
  }

  /**
   * Stops a body still arriving: its connection is closed and whoever reads it gets `reason` (as a
   * body error). A body already read to its end is left alone.
   */
  abandon(reason: Error): void {
    if (this.#ended || !this.#stream) return;
    this.#stream.destroy(markBodyError(reason));
  }

  /**
   * Reads and drops what is left of a body partly read, so the answer to a refused slice reaches
   * the client as it did when bodies were read whole first. A body not read at all is left to Node.
   */
  async discard(): Promise<void> {
    if (!this.#source) return;
    try {
      while (await this.#next());
    } catch {
      // Cut off or too long: nothing more to read.
    }
  }

  async #next(): Promise<Buffer | null> {
    if (this.#ended || !this.#stream) return null;
    this.#source ??= (this.#stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    let step: IteratorResult<Buffer>;
    try {
      step = await this.#source.next();
    } catch (error) {
      this.#ended = true;
      throw asBodyError(error);
    }
    if (step.done) {
      this.#ended = true;
      return null;
    }
    this.#taken += step.value.length;
    if (this.#taken > this.length) {
      this.#ended = true;
      throw markBodyError(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    }
    return step.value;
  }
}

const BODY_ERROR = Symbol('slice body error');

function markBodyError<E extends Error>(error: E): E {
  (error as E & { [BODY_ERROR]?: true })[BODY_ERROR] = true;
  return error;
}

/** A failure of reading the body, as a client error (400 unless it says otherwise). */
function asBodyError(error: unknown): Error {
  const failure = error instanceof Error ? error : new Error(String(error));
  const withStatus = failure as Error & { statusCode?: unknown };
  if (!(typeof withStatus.statusCode === 'number' && withStatus.statusCode >= 400)) withStatus.statusCode = 400;
  return markBodyError(failure);
}

/** Whether an error came from the slice's body (too long, cut off) rather than from storing it. */
export function isBodyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { [BODY_ERROR]?: true })[BODY_ERROR] === true;
}
