import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test-support/test-app.js';
import { buildPrivacyWorld, MATRIX_VIEWERS, type PrivacyWorld } from '../../test-support/privacy-world.js';
import { createRenderingTestServer, pageRoot } from '../../test-support/rendered-pages.js';

// The authorization matrix's world (docs/architecture.md#authorization-matrix), read through the
// pages the server renders (docs/performance.md#the-first-screen-is-rendered-on-the-server): every
// server-rendered route, as every kind of viewer. No page, its rendered markup, its first-screen
// data or its headers, may carry a marker its viewer may not see, as the API may not.

let server: TestServer;
let world: PrivacyWorld;

beforeAll(async () => {
  server = await createRenderingTestServer();
  world = await buildPrivacyWorld(server);
}, 60_000);
afterAll(() => server?.close());

/** A planted marker's text, by what it stands for. */
function marker(what: string): string {
  const found = world.markers.find((m) => m.what === what);
  if (!found) throw new Error(`No marker for ${what}`);
  return found.text;
}

/** Every page the server renders, with each profile tab of the world's people. */
function renderedPages(): string[] {
  const profiles = ['owner', 'author', 'follower', 'blocksowner', 'blockedbyowner'].flatMap((name) => [
    `/${name}/`,
    `/${name}/reels/`,
    `/${name}/tagged/`,
  ]);
  return [
    '/',
    '/reels/',
    '/explore/',
    '/direct/inbox/',
    ...world.names.shortcodes.map((code) => `/p/${code}/`),
    ...profiles,
    `/explore/tags/${marker('private hashtag')}/`,
    `/explore/locations/${world.ids.privatePlace}/`,
  ];
}

/** Markers each viewer allowed to see them met inside a rendered root (not only in the data). */
const drawn = new Set<string>();

describe('server-rendered pages', () => {
  for (const viewer of MATRIX_VIEWERS) {
    it(`carry nothing ${viewer ?? 'a visitor'} may not see`, async () => {
      const client = await world.client(viewer);
      const problems: string[] = [];
      for (const url of renderedPages()) {
        const response = await client.get(url);
        const where = `${viewer ?? 'visitor'}: ${url}`;
        if (response.statusCode >= 500) {
          problems.push(`${where} answered ${response.statusCode}`);
          continue;
        }
        const root = pageRoot(response);
        // The inbox and the home feed are logged-in screens: a visitor's are left to the browser
        // (which asks them to log in, or shows the login form).
        const mustRender = viewer !== null || (url !== '/direct/inbox/' && url !== '/');
        if (mustRender && !root.rendered) problems.push(`${where} was not rendered on the server`);
        const text = `${JSON.stringify(response.headers)}\n${response.body}`;
        for (const { text: planted, what, visibleTo } of world.markers) {
          // A tag page heads itself with the tag its address names, whoever asks: what the
          // viewer typed is no leak.
          if (!text.includes(planted) || url.includes(planted)) continue;
          if (!visibleTo.has(viewer)) problems.push(`${where} leaks: ${what}`);
          else if (root.markup.includes(planted)) drawn.add(what);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('drew the private account’s things for those allowed to see them (the check can see a leak)', () => {
    const privateFiles = world.markers.filter((m) => m.what.startsWith('private file'));
    expect([...drawn]).toEqual(
      expect.arrayContaining([
        'private caption',
        'private video caption',
        'private carousel caption',
        'author caption',
        'blocker caption',
        "the private account's name",
      ]),
    );
    expect(privateFiles.some((file) => drawn.has(file.what))).toBe(true);
  });
});
