import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { jpeg, makeUser } from '../test-support/fixtures.js';
import { sliceHeaders } from '../test-support/upload-test-kit.js';
import { startChildServer, type ChildServer } from '../test-support/child-server.js';
import { runShutdown, type ShutdownSteps } from './graceful-shutdown.js';

// docs/operating.md#graceful-shutdown

const quiet = { info: () => {}, error: () => {} };

describe('runShutdown', () => {
  it('closes HTTP, then drains the media jobs, then closes the database, and answers 0', async () => {
    const order: string[] = [];
    const step = (name: string) => async () => {
      order.push(name);
    };
    const steps: ShutdownSteps = {
      closeHttp: step('http'),
      drainJobs: step('jobs'),
      closeDatabase: step('database'),
    };
    expect(await runShutdown(steps, { deadlineMs: 10_000, log: quiet })).toBe(0);
    expect(order).toEqual(['http', 'jobs', 'database']);
  });

  it('answers 1 when a step fails, or when one is still busy at the deadline', async () => {
    const fine = async () => {};
    const failing: ShutdownSteps = {
      closeHttp: fine,
      drainJobs: () => Promise.reject(new Error('stuck')),
      closeDatabase: fine,
    };
    expect(await runShutdown(failing, { deadlineMs: 10_000, log: quiet })).toBe(1);
    const never: ShutdownSteps = { closeHttp: () => new Promise(() => {}), drainJobs: fine, closeDatabase: fine };
    expect(await runShutdown(never, { deadlineMs: 20, log: quiet })).toBe(1);
  });
});

/** A session of `username` on the child server: its cookie header and CSRF token. */
async function logIn(url: string, username: string): Promise<{ cookie: string; csrf: string }> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const shared = await fetch(`${url}/api/v1/web/data/shared_data/`);
  keep(shared);
  const csrf = ((await shared.json()) as { config: { csrf_token: string } }).config.csrf_token;
  cookies.set('csrftoken', csrf);
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${url}/api/v1/web/accounts/login/ajax/`, {
    method: 'POST',
    headers: { cookie: header(), 'x-csrftoken': csrf, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'password1' }),
  });
  keep(login);
  expect(login.status).toBe(200);
  return { cookie: header(), csrf };
}

/**
 * A POST whose body is sent in two parts: the first now, the rest when `finish()` is called. Until
 * then the request is in flight on the server.
 */
function slowPost(url: string, headers: Record<string, string>, body: Buffer) {
  const request = http.request(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(body.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
  });
  const half = body.length >> 1;
  request.write(body.subarray(0, half));
  return { answer, finish: () => request.end(body.subarray(half)) };
}

/** Resolves once the server refuses new connections (it stopped accepting). */
async function refusesConnections(url: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      await fetch(`${url}/healthz`, { headers: { connection: 'close' } });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server still accepts connections');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown of the real server', () => {
  let server: ChildServer | null = null;
  let dataDir = '';
  afterEach(async () => {
    await server?.kill9();
    server = null;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>): Promise<ChildServer> {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-shutdown-'));
    const database = await openDatabase({ databaseUrl: null, dataDir });
    await makeUser(database.db, 'leaving');
    await database.close();
    server = await startChildServer({ dataDir, databaseUrl: null, env });
    return server;
  }

  it('on SIGTERM stops accepting, finishes the publish in flight (200) and exits 0', async () => {
    const child = await start({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const session = await logIn(child.url, 'leaving');
    const photo = await jpeg(2400, 1800);
    const entity = `4242_0_${photo.length}`;
    const uploaded = await fetch(`${child.url}/rupload_igphoto/${entity}`, {
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'x-csrftoken': session.csrf,
        ...sliceHeaders('4242', entity, 0, photo.length),
      },
      body: new Uint8Array(photo),
    });
    expect(uploaded.status).toBe(200);

    const publish = slowPost(
      `${child.url}/api/v1/media/configure/`,
      { cookie: session.cookie, 'x-csrftoken': session.csrf, 'content-type': 'application/x-www-form-urlencoded' },
      Buffer.from(new URLSearchParams({ upload_id: '4242', caption: 'last one out' }).toString()),
    );
    // Let the server take the connection and start reading the request.
    await wait(500);
    child.signal('SIGTERM');
    await refusesConnections(child.url);
    publish.finish();
    const answer = await publish.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).media.caption.text).toBe('last one out');
    expect(await child.exited()).toEqual({ code: 0, signal: null });
  }, 240_000);

  it('exits 1 at the deadline when a request never finishes', async () => {
    const child = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const session = await logIn(child.url, 'leaving');
    const stuck = slowPost(
      `${child.url}/api/v1/media/configure/`,
      { cookie: session.cookie, 'x-csrftoken': session.csrf, 'content-type': 'application/x-www-form-urlencoded' },
      Buffer.from('upload_id=1&caption=never-finished'),
    );
    stuck.answer.catch(() => {});
    await wait(500);
    child.signal('SIGTERM');
    expect(await child.exited()).toEqual({ code: 1, signal: null });
  }, 240_000);
});
