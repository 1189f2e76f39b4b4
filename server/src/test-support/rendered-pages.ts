import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { REPO_ROOT } from '../config.js';
import { SERVER_BUILD_FILE } from '../render/server-builds.js';
import { createTestServer, type TestServer } from './test-app.js';

/** Where `npm run build` writes the frontend this checkout serves (each package's dist/). */
export const BUILT_FRONTEND_ROOT = REPO_ROOT;

/**
 * A test server that renders pages with the built shell and remotes
 * (docs/performance.md#the-first-screen-is-rendered-on-the-server). The builds must exist: a test of
 * rendered markup that silently rendered nothing would prove nothing, so it fails instead.
 */
export async function createRenderingTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const root = env.FRONTEND_ROOT ?? BUILT_FRONTEND_ROOT;
  const shellBuild = path.join(root, 'shell', 'dist', SERVER_BUILD_FILE);
  if (!fs.existsSync(shellBuild)) throw new Error(`${shellBuild} is missing: run \`npm run build\` first.`);
  // A budget no render on a loaded machine reaches: a part left to the browser for want of time
  // would read as content withheld. Tests of the budget set their own.
  return createTestServer({ SERVE_FRONTEND: 'true', FRONTEND_ROOT: root, SERVER_RENDER_TIMEOUT_MS: '30000', ...env });
}

/** A page's root as the server wrote it: whether it was rendered, for whom, and its markup. */
export interface PageRoot {
  rendered: boolean;
  /** data-viewer: the pk it was rendered for ('' for a visitor), null when not rendered. */
  viewer: string | null;
  /** data-locale: the language it was rendered in, null when not rendered. */
  locale: string | null;
  markup: string;
}

const ROOT_OPEN = /<div id="root"([^>]*)>/;

/** The root element of a shell page: its attributes and everything inside it. */
export function pageRoot(response: LightMyRequestResponse | string): PageRoot {
  const body = typeof response === 'string' ? response : response.body;
  const open = ROOT_OPEN.exec(body);
  if (!open) throw new Error('The page has no root element.');
  const start = open.index + open[0].length;
  // The template's root is followed by its <noscript>: the root closes just before it.
  const end = body.lastIndexOf('</div>', body.indexOf('<noscript>', start));
  const attributes = open[1] ?? '';
  return {
    rendered: attributes.includes('data-server-rendered'),
    viewer: /data-viewer="([^"]*)"/.exec(attributes)?.[1] ?? null,
    locale: /data-locale="([^"]*)"/.exec(attributes)?.[1] ?? null,
    markup: body.slice(start, end),
  };
}

/** The profile link of the page's navigation: `/{username}/` of whom it was rendered for. */
export function navProfileHref(markup: string): string | null {
  return /<a [^>]*data-nav="profile" href="([^"]*)"/.exec(markup)?.[1] ?? null;
}
