import diagnostics from 'node:diagnostics_channel';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp } from '../../app.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeUser } from '../../test-support/fixtures.js';
import { makePostWithOwnFiles } from '../../test-support/media-fixtures.js';

// Serving a stored file, or answering that there is none, is ordinary work: it writes no warning
// or error to the server's log (docs/behaviour/media.md#who-may-fetch-a-file). The handler once
// awaited the reply itself (a thenable) and, the answer written, took it for a missing file: every
// file served logged "Promise errored, but reply.sent = true was set" at level 50.

let server: TestServer;
let app: FastifyInstance;
const lines: { level: number; reqId?: string; msg: string }[] = [];
/** Requests whose handler has settled, error or not (Fastify's handler tracing channel). */
const settled = new Map<string, () => void>();
const handlers = diagnostics.tracingChannel<unknown, { request: FastifyRequest }>('fastify.request.handler');
const onSettled = (store: { request: FastifyRequest }) => settled.get(store.request.id)?.();
const subscribers = {
  asyncEnd: onSettled,
  end: () => undefined,
  start: () => undefined,
  asyncStart: () => undefined,
  error: () => undefined,
};
let photo = '';

beforeAll(async () => {
  server = await createTestServer();
  const author = await makeUser(server.deps.db, 'open.author');
  [photo = ''] = (await makePostWithOwnFiles(server.deps.db, server.deps.storage, author.id, 'photo')).urls;
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp(server.deps, { logStream });
  handlers.subscribe(subscribers);
});
afterAll(async () => {
  handlers.unsubscribe(subscribers);
  await app?.close();
  await server?.close();
});

/** Asks for a file and waits until its handler has settled, so anything it logs is in `lines`. */
async function fetchFile(url: string, init: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {}) {
  const id = `media-log-${lines.length}-${Math.random().toString(36).slice(2, 10)}`;
  const done = new Promise<void>((resolve) => settled.set(id, resolve));
  const answer = await app.inject({
    url,
    method: init.method ?? 'GET',
    headers: { ...init.headers, 'x-request-id': id },
  });
  await done;
  settled.delete(id);
  return { answer, logged: lines.filter((line) => line.reqId === id) };
}

const warnings = (logged: { level: number; msg: string }[]) => logged.filter((line) => line.level >= 40);

describe('serving /media/ files', () => {
  it('logs nothing above info for a file sent whole, by HEAD, in part, as 304 or as 416', async () => {
    expect(photo).toMatch(/^\/media\//);
    const whole = await fetchFile(photo);
    expect(whole.answer.statusCode).toBe(200);
    expect(warnings(whole.logged)).toEqual([]);
    // The request's own lines did arrive: the capture works.
    expect(whole.logged.some((line) => line.msg === 'request completed')).toBe(true);

    const head = await fetchFile(photo, { method: 'HEAD' });
    expect(head.answer.statusCode).toBe(200);
    const part = await fetchFile(photo, { headers: { range: 'bytes=0-3' } });
    expect(part.answer.statusCode).toBe(206);
    const current = await fetchFile(photo, { headers: { 'if-none-match': String(whole.answer.headers.etag) } });
    expect(current.answer.statusCode).toBe(304);
    const past = await fetchFile(photo, { headers: { range: 'bytes=999999-' } });
    expect(past.answer.statusCode).toBe(416);
    for (const { logged } of [head, part, current, past]) expect(warnings(logged)).toEqual([]);
  });

  it('answers a missing or hidden file 404 with the error body, and logs nothing above info', async () => {
    // A file of a post anyone may see, but not in the storage: missing.
    const missing = await fetchFile(photo.replace(/\/[^/]+$/, '/9999.webp'));
    expect(missing.answer.statusCode).toBe(404);
    expect(missing.answer.json()).toMatchObject({ status: 'fail', error_id: 'not_found' });
    expect(missing.answer.headers['cache-control']).toBeUndefined();
    // A key no row owns: hidden from everyone, and marked so no cache keeps the refusal.
    const hidden = await fetchFile('/media/seed/nonexistent/150.webp');
    expect(hidden.answer.statusCode).toBe(404);
    expect(hidden.answer.json()).toMatchObject({ status: 'fail', error_id: 'not_found' });
    expect(hidden.answer.headers['cache-control']).toBe('no-store');
    const hiddenHead = await fetchFile('/media/seed/nonexistent/150.webp', { method: 'HEAD' });
    expect(hiddenHead.answer.statusCode).toBe(404);
    for (const { logged } of [missing, hidden, hiddenHead]) expect(warnings(logged)).toEqual([]);
  });
});
