import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageDataClient } from './page-data-client.js';

// The shell's server asking the API for a page's data (docs/performance.md#stack-mode-asks-the-api),
// against a small HTTP server that records what it was sent.

let server: http.Server;
let origin: string;
const received: http.IncomingHttpHeaders[] = [];
const REMOTES = [{ name: 'feed', entry: 'http://feed.example.test/mf-manifest.json' }];
/** What the small server answers next: the API's answer, or a part changed. */
let answer: Record<string, unknown> = {};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    received.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        status: 'ok',
        page_status: 200,
        account: null,
        first_screen: null,
        viewer: null,
        locale: 'zh-CN',
        remotes: REMOTES,
        ...answer,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('page data client', () => {
  it('forwards the cookie and language, and asks for an uncompressed answer', async () => {
    const ask = createPageDataClient({ apiOrigin: origin, timeoutMs: 5000 });
    const data = await ask('/demo/', { cookie: 'sessionid=abc', acceptLanguage: 'zh-CN' });
    expect(data).toEqual({
      status: 200,
      account: null,
      firstScreen: null,
      render: { viewer: null, locale: 'zh-CN', remotes: REMOTES },
    });
    const headers = received.at(-1);
    expect(headers?.cookie).toBe('sessionid=abc');
    expect(headers?.['accept-language']).toBe('zh-CN');
    // Inside the deployment the API would compress only for this server to decompress it.
    expect(headers?.['accept-encoding']).toBe('identity');
  });

  it('answers null when what rendering needs is not the shape the API sends', async () => {
    const failures: unknown[] = [];
    const ask = createPageDataClient({ apiOrigin: origin, timeoutMs: 5000, onFailure: (r) => failures.push(r) });
    for (const part of [{ viewer: { pk: 1 } }, { locale: 'fr' }, { remotes: [{ name: 'nowhere', entry: '/x' }] }]) {
      answer = part;
      expect(await ask('/', {})).toBeNull();
    }
    answer = {
      viewer: {
        pk: '7',
        id: '7',
        username: 'ann',
        full_name: 'Ann',
        is_verified: false,
        is_private: false,
        profile_pic_url: '/p.jpg',
      },
    };
    expect((await ask('/', {}))?.render.viewer?.username).toBe('ann');
    answer = {};
    expect(failures).toHaveLength(3);
  });
});
