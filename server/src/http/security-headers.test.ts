import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { PERMISSIONS_POLICY } from './security-headers.js';

// Security headers on pages, API answers, media and built assets (docs/security.md#headers).

let frontendRoot: string;
beforeAll(() => {
  // A minimal built shell and remote so the server serves pages and assets.
  frontendRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-frontend-'));
  fs.mkdirSync(path.join(frontendRoot, 'shell', 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(frontendRoot, 'shell', 'dist', 'index.html'),
    '<html><head><!--lumen-runtime-config--><script defer src="/assets/main.js"></script></head></html>',
  );
  fs.writeFileSync(path.join(frontendRoot, 'shell', 'dist', 'assets', 'main.js'), 'console.log(1)');
  fs.mkdirSync(path.join(frontendRoot, 'remote-feed', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(frontendRoot, 'remote-feed', 'dist', 'remoteEntry.js'), 'console.log(2)');
});
afterAll(() => fs.rmSync(frontendRoot, { recursive: true, force: true }));

/** The directives of a CSP header, by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('one-port mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ SERVE_FRONTEND: 'true', FRONTEND_ROOT: frontendRoot });
  });
  afterAll(() => server.close());

  it('sends the page a strict CSP whose nonce is the inline script’s, new for every response', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/' });
    const second = await server.app.inject({ method: 'GET', url: '/accounts/login/' });
    const nonces = [first, second].map((response) => {
      const csp = directives(String(response.headers['content-security-policy']));
      const nonce = csp['script-src']?.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toBeTruthy();
      expect(response.body).toContain(`<script nonce="${nonce}">window.__LUMEN_CONFIG__=`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    const csp = directives(String(first.headers['content-security-policy']));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${nonces[0]}'`]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // Style attributes only, for the server-rendered first screen: never a script or a <style> element.
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    const others = Object.entries(csp).filter(([name]) => name !== 'style-src-attr');
    expect(others.flatMap(([, values]) => values).join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(first.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
    });
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });

  it('sends the page’s headers with a 404 page too', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/nobody.here.at.all/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['an API answer', '/api/v1/web/data/shared_data/', 200],
    ['an API error', '/api/v1/nothing/', 404],
    ['the remotes manifest', '/remotes.json', 200],
  ])('sends %s nosniff and a CSP that allows nothing', async (_, url, status) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it.each([
    ['media', '/media/default/avatar.svg'],
    ['a shell asset', '/assets/main.js'],
    ['a remote’s file', '/remotes/feed/remoteEntry.js'],
  ])('sends %s nosniff', async (_, url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends no HSTS over plain http', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('remotes, API and media on other origins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      SERVE_FRONTEND: 'true',
      FRONTEND_ROOT: frontendRoot,
      REMOTE_FEED_URL: 'https://feed.example:3101/mf-manifest.json',
      REMOTE_PROFILE_URL: 'https://profile.example/mf-manifest.json',
      PUBLIC_API_ORIGIN: 'https://api.example',
      MEDIA_BASE_URL: 'https://cdn.example/lumen',
    });
  });
  afterAll(() => server.close());

  it('allows each kind of resource only from the origins that serve it', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    const csp = directives(String(response.headers['content-security-policy']));
    const remotes = ['https://feed.example:3101', 'https://profile.example'];
    expect(csp['script-src']?.filter((v) => !v.startsWith("'nonce-"))).toEqual(["'self'", ...remotes]);
    expect(csp['style-src']).toEqual(["'self'", ...remotes]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.example',
      'wss://api.example',
      'https://cdn.example',
      ...remotes,
    ]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example', 'https://api.example']);
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://cdn.example', 'https://api.example']);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
