import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service on this machine for tests (RFC 8030), standing in for a browser's: it takes the
// server's pushes, checks their VAPID authorization (RFC 8292) and decrypts them as the browser
// would (RFC 8291, aes128gcm of RFC 8188) with keys it made for a pretend browser. Nothing in the
// product is mocked: the server sends over HTTP with the web-push library, as to a real service.

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** One pretend browser: its subscription as the server stores it, and what reached it. */
export interface TestBrowser {
  subscription: { endpoint: string; p256dh: string; auth: string };
  received: unknown[];
  /** Answer 410 to pushes from now on (the browser unsubscribed at the service). */
  gone: boolean;
}

interface Registered {
  ecdh: crypto.ECDH;
  auth: Buffer;
  browser: TestBrowser;
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));
}

/** Decrypts an aes128gcm push message body (one record) for the browser holding `ecdh` and `auth`. */
export function decryptPush(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(auth, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('No padding delimiter.');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT for this service's origin, unexpired. */
function vapidProblem(header: string | undefined, origin: string): string | null {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [head, claims, signature] = match[1]!.split('.');
  const point = Buffer.from(match[2]!, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  if (!signed) return 'bad signature';
  const body = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) return `aud ${body.aud} is not ${origin}`;
  if (!body.exp || body.exp * 1000 < Date.now()) return 'expired';
  if (!body.sub?.startsWith('mailto:') && !body.sub?.startsWith('https:')) return 'no contact';
  return null;
}

/** Starts the service on a free port of 127.0.0.1. */
export async function startPushService(): Promise<{
  origin: string;
  newBrowser(): TestBrowser;
  /** Requests refused, with why (a wrong signature, a bad body). */
  refused: string[];
  close(): Promise<void>;
}> {
  const browsers = new Map<string, Registered>();
  const refused: string[] = [];
  let origin = '';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const registered = browsers.get(request.url ?? '');
      if (request.method !== 'POST' || !registered) {
        response.writeHead(404).end();
        return;
      }
      if (registered.browser.gone) {
        response.writeHead(410).end();
        return;
      }
      const problem =
        vapidProblem(request.headers.authorization, origin) ??
        (request.headers['content-encoding'] !== 'aes128gcm' ? 'not aes128gcm' : null) ??
        (request.headers.ttl === undefined ? 'no TTL' : null);
      if (problem) {
        refused.push(problem);
        response.writeHead(403).end(problem);
        return;
      }
      try {
        const plain = decryptPush(Buffer.concat(chunks), registered.ecdh, registered.auth);
        registered.browser.received.push(JSON.parse(plain.toString('utf8')));
        response.writeHead(201).end();
      } catch (error) {
        refused.push(`undecryptable: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    refused,
    newBrowser() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const path = `/push/${crypto.randomUUID()}`;
      const browser: TestBrowser = {
        subscription: { endpoint: `${origin}${path}`, p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        received: [],
        gone: false,
      };
      browsers.set(path, { ecdh, auth, browser });
      return browser;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
