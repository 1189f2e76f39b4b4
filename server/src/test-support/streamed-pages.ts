import http from 'node:http';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { CONTRACT_VERSION } from 'shared-contracts';

// For the tests of a page streamed in parts (docs/performance.md#the-page-is-streamed): a feed
// remote's server build whose home screen waits on a gate the test opens, and a reader of a page
// over a real socket that sees each part as it arrives.

/** The global the gated build waits on (server builds are evaluated in the test's own context). */
const GATE = '__lumenTestRenderGate';

/**
 * The feed remote's server build, its home screen held until the test opens the gate: the render
 * is as slow as the test wants, and ends with the text the gate was opened with.
 */
export const GATED_FEED = `
const React = require('react');
function Home() {
  return React.createElement('p', { 'data-gated': '' }, React.use(globalThis.${GATE}));
}
module.exports.default = {
  name: 'feed',
  contractVersion: ${JSON.stringify(CONTRACT_VERSION)},
  routes: { 'feed.home': Home },
  slots: {},
};
`;

/**
 * Closes the gate for the next render; the returned function opens it with a text. It opens by
 * itself after `fallbackMs` with "opened late", so a page that is not streamed still ends (and the
 * test then fails on what arrived first, not on a hang).
 */
export function closeRenderGate(fallbackMs = 5000): (text: string) => void {
  let open: (text: string) => void = () => undefined;
  (globalThis as Record<string, unknown>)[GATE] = new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('opened late'), fallbackMs);
    open = (text) => {
      clearTimeout(timer);
      resolve(text);
    };
  });
  return (text) => open(text);
}

/** A page read over a socket: what has arrived so far, decompressed, and the whole answer at its end. */
export interface StreamedPage {
  /** Resolves with what has arrived once it satisfies `test`; rejects if the page ends first. */
  until(test: (received: string) => boolean): Promise<string>;
  done: Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
}

/** GETs `path` from `origin` with these headers, decoding the body as its Content-Encoding says. */
export function readStreamedPage(origin: string, path: string, headers: Record<string, string>): StreamedPage {
  let received = '';
  let ended = false;
  const waiting: Array<{
    test: (received: string) => boolean;
    resolve: (text: string) => void;
    reject: (e: Error) => void;
  }> = [];
  const check = () => {
    for (const waiter of [...waiting]) {
      if (waiter.test(received)) waiter.resolve(received);
      else if (ended) waiter.reject(new Error(`The page ended without what was awaited:\n${received}`));
      else continue;
      waiting.splice(waiting.indexOf(waiter), 1);
    }
  };
  const done = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.get(new URL(path, origin), { headers }, (response) => {
      const encoding = response.headers['content-encoding'];
      const body: Readable =
        encoding === 'br'
          ? response.pipe(zlib.createBrotliDecompress())
          : encoding === 'gzip'
            ? response.pipe(zlib.createGunzip())
            : response;
      body.setEncoding('utf8');
      body.on('data', (text: string) => {
        received += text;
        check();
      });
      body.on('end', () => {
        ended = true;
        check();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: received });
      });
      body.on('error', reject);
    });
    request.on('error', reject);
  });
  return {
    until: (test) =>
      new Promise((resolve, reject) => {
        waiting.push({ test, resolve, reject });
        check();
      }),
    done,
  };
}
