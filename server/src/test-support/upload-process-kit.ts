import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sliceHeaders } from './upload-test-kit.js';

/**
 * Helpers for tests that upload to a server in another process (child-server.ts) and start more
 * processes beside it: a login over plain HTTP, a slice sent in parts over a raw connection (so a
 * test can act while the server is half-way through writing it), and a server run to its exit.
 */

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The cookies of a logged-in session, as a raw request sends them. */
export interface SessionCookies {
  cookie: string;
  csrf: string;
}

function cookiesOf(response: Response, into: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    into.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}

/** Logs in over HTTP and returns the session's cookies. */
export async function loginOverHttp(baseUrl: string, username: string, password: string): Promise<SessionCookies> {
  const jar = new Map<string, string>();
  cookiesOf(await fetch(`${baseUrl}/api/v1/web/data/shared_data/`), jar);
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const answer = await fetch(`${baseUrl}/api/v1/web/accounts/login/ajax/`, {
    method: 'POST',
    headers: {
      cookie: header(),
      'x-csrftoken': jar.get('csrftoken') ?? '',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${await answer.text()}`);
  cookiesOf(answer, jar);
  return { cookie: header(), csrf: jar.get('csrftoken') ?? '' };
}

/** A slice request whose body is sent in parts; `answer` resolves once the server has replied. */
export interface OpenSlice {
  send(bytes: Buffer): void;
  answer(): Promise<{ status: number; body: string }>;
  close(): void;
}

/** Opens a photo slice of `length` bytes at `offset` of a `total`-byte upload and sends nothing yet. */
export async function openSlice(
  baseUrl: string,
  session: SessionCookies,
  upload: { id: string; entity: string; offset: number; length: number; total: number },
): Promise<OpenSlice> {
  const url = new URL(baseUrl);
  const headers: Record<string, string> = {
    ...sliceHeaders(upload.id, upload.entity, upload.offset, upload.total),
    host: url.host,
    'content-length': String(upload.length),
    cookie: session.cookie,
    'x-csrftoken': session.csrf,
  };
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => undefined);
  let received = '';
  socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST /rupload_igphoto/${upload.entity} HTTP/1.1\r\n${head}\r\n`);
  const complete = () => {
    const end = received.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const length = Number(/content-length: *(\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
    const body = received.slice(end + 4);
    if (Buffer.byteLength(body, 'latin1') < length) return null;
    return { status: Number(received.slice(9, 12)), body };
  };
  return {
    send: (bytes) => void socket.write(bytes),
    answer: () =>
      new Promise((resolve, reject) => {
        const check = () => {
          const done = complete();
          if (!done) return;
          socket.off('data', check);
          resolve(done);
        };
        socket.on('data', check);
        socket.once('close', () => (complete() ? check() : reject(new Error(`connection closed: ${received}`))));
        check();
      }),
    close: () => socket.destroy(),
  };
}

/** How a server process ended, what it printed and how long it ran. */
export interface ServerRun {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs the server (src/main.ts, as child-server.ts does) until it exits on its own, or kills it at the deadline. */
export function runServerToExit(options: {
  dataDir: string;
  databaseUrl: string | null;
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerRun> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_DEMO: 'false',
      SERVE_FRONTEND: 'false',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const deadline = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}
