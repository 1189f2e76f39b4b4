import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID } from 'shared-contracts';
import type { TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { makeFollow, makeUser } from '../test-support/fixtures.js';
import { makePostWithOwnFiles } from '../test-support/media-fixtures.js';
import { createRenderingTestServer, navProfileHref, pageRoot } from '../test-support/rendered-pages.js';
import { frontendWith } from '../test-support/broken-builds.js';
import { GATED_FEED, closeRenderGate, readStreamedPage } from '../test-support/streamed-pages.js';

// The API server's page goes out in parts (docs/performance.md#the-page-is-streamed): the head at
// once, the first screen's data as soon as it is read, the rendered root when the render ends. The
// feed's server build here waits until the test lets it finish, so what arrives before is exactly
// what the page sends ahead of its render.

let root: string;
let server: TestServer;
let origin: string;
let cookie: string;
const CAPTION = 'zq a streamed caption';

beforeAll(async () => {
  root = frontendWith({ 'remote-feed': GATED_FEED });
  server = await createRenderingTestServer({ FRONTEND_ROOT: root });
  const { db, storage } = server.deps;
  const author = await makeUser(db, 'streamed_author');
  const reader = await makeUser(db, 'streamed_reader');
  await makeFollow(db, reader.id, author.id);
  await makePostWithOwnFiles(db, storage, author.id, 'photo', CAPTION);
  const client = new TestClient(server.app);
  await client.login('streamed_reader', 'password1');
  cookie = `sessionid=${client.cookie('sessionid')}`;
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('a page whose render is slow', () => {
  it.each(['identity', 'br', 'gzip'])(
    'sends its head and its data before the render ends, then the whole page (%s)',
    async (encoding) => {
      const open = closeRenderGate();
      const page = readStreamedPage(origin, '/', { cookie, 'accept-encoding': encoding });

      const early = await page.until((received) => received.includes(FIRST_SCREEN_ELEMENT_ID));
      // The head went out with its configuration script; the data followed, still in the open head.
      expect(early).toMatch(/^<!DOCTYPE html>\s*<html lang="[^"]+">/i);
      expect(early).toContain('window.__LUMEN_CONFIG__=');
      expect(early).toContain(CAPTION);
      expect(early).not.toContain('</head>');
      expect(early).not.toContain('<div id="root"');

      open('drawn once let through');
      const { status, headers, body } = await page.done;
      expect(status).toBe(200);
      expect(headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers.vary).toContain('Accept-Encoding');
      const rendered = pageRoot(body);
      expect(rendered.rendered).toBe(true);
      expect(navProfileHref(rendered.markup)).toBe('/streamed_reader/');
      expect(rendered.markup).toContain('drawn once let through');
      expect(body.trimEnd()).toMatch(/<\/html>$/);
      // One configuration script, every inline script with the page's nonce.
      const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
      const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
      expect(inline.filter((attributes) => !attributes.includes('application/json'))).toEqual(
        inline.filter((attributes) => attributes.includes(`nonce="${nonce}"`)),
      );
    },
    30_000,
  );

  it('answers a visitor’s page, not rendered, in one go with the same head', async () => {
    const page = readStreamedPage(origin, '/accounts/emailsignup/', { 'accept-language': 'en' });
    const { status, headers, body } = await page.done;
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
    expect(body).toMatch(/<html lang="en">/);
    expect(pageRoot(body).rendered).toBe(false);
  });
});
