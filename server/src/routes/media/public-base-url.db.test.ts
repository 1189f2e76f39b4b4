import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createMediaUrls } from '../../domain/media-urls.js';
import { storedVersions } from '../../domain/media/media-presenter.js';
import { pageContentSecurityPolicy, pageSourcesFromConfig } from '../../http/security-headers.js';
import { DIRECT, newContext, person, type Person } from '../../test-support/direct-kit.js';
import { jpeg, makeFollow, makePost } from '../../test-support/fixtures.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { uploadAll } from '../../test-support/upload-test-kit.js';

// MEDIA_PUBLIC_BASE_URL (docs/operating.md#a-cdn-for-public-files): public files are addressed
// under it, the key appended; private ones only through the server's /media/ access check.

const CDN = 'https://cdn.example.test/lumen';
let server: TestServer;
let cdnApp: FastifyInstance;
let open: Person;
let closed: Person;
let reader: Person;

beforeAll(async () => {
  server = await createTestServer();
  cdnApp = await buildApp({ ...server.deps, urls: createMediaUrls('', CDN) });
  [open, closed, reader] = [
    await person(server, 'cdn_open'),
    await person(server, 'cdn_closed', { isPrivate: true }),
    await person(server, 'cdn_reader'),
  ];
  await makeFollow(server.deps.db, reader.id, closed.id);
});
afterAll(async () => {
  await cdnApp.close();
  await server.close();
});

type Info = {
  items: Array<{ image_versions2: { candidates: Array<{ url: string }> }; user: { profile_pic_url: string } }>;
};
const urlsOf = (info: Info) => info.items[0]!.image_versions2.candidates.map((c) => c.url);

describe('a public base URL', () => {
  it("addresses a public post's files and avatars under it, key appended", async () => {
    const post = await makePost(server.deps.db, server.deps.storage, open.id, Date.now(), 'open post');
    const keys = storedVersions(post).map((v) => v.key);
    const info = (await reader.client.onApp(cdnApp).get(`/api/v1/media/${post.id}/info/`)).json() as Info;
    expect(urlsOf(info).sort()).toEqual(keys.map((key) => `${CDN}/${key}`).sort());
    expect(info.items[0]!.user.profile_pic_url).toBe(`${CDN}/default/avatar.svg`);
    // Without the setting, the same post's URLs are the server's, as before.
    const plain = (await reader.client.get(`/api/v1/media/${post.id}/info/`)).json() as Info;
    expect(urlsOf(plain).sort()).toEqual(keys.map((key) => `/media/${key}`).sort());
  });

  it("keeps a private account's post behind the access check (its avatar stays public)", async () => {
    const post = await makePost(server.deps.db, server.deps.storage, closed.id, Date.now(), 'closed post');
    const info = (await reader.client.onApp(cdnApp).get(`/api/v1/media/${post.id}/info/`)).json() as Info;
    expect(urlsOf(info).length).toBeGreaterThan(0);
    for (const url of urlsOf(info)) expect(url).toMatch(/^\/media\//);
    expect(info.items[0]!.user.profile_pic_url.startsWith(`${CDN}/`)).toBe(true);
  });

  it("keeps a direct message's photo behind the access check", async () => {
    const sender = open.client.onApp(cdnApp);
    await uploadAll(sender, '7301', await jpeg(64, 48));
    const response = await sender.post(`${DIRECT}/threads/broadcast/configure_photo/`, {
      recipient_users: JSON.stringify([reader.idText]),
      client_context: newContext(),
      upload_id: '7301',
    });
    expect(response.statusCode, response.body).toBe(200);
    const urls = (response.json().items[0].item.media.image_versions2.candidates as Array<{ url: string }>).map(
      (c) => c.url,
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/media\//);
  });

  it('is checked at start and allowed by the pages’ Content-Security-Policy', () => {
    const config = loadConfig({ MEDIA_PUBLIC_BASE_URL: `${CDN}/` });
    expect(config.mediaPublicBaseUrl).toBe(CDN);
    expect(loadConfig({}).mediaPublicBaseUrl).toBe('');
    expect(() => loadConfig({ MEDIA_PUBLIC_BASE_URL: 'cdn.example.test' })).toThrow(/MEDIA_PUBLIC_BASE_URL/);
    const policy = pageContentSecurityPolicy(pageSourcesFromConfig(config), 'n');
    for (const directive of ['img-src', 'media-src', 'connect-src'])
      expect(policy.split('; ').find((d) => d.startsWith(directive))).toContain('https://cdn.example.test');
  });
});
