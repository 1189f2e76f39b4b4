import { attribute } from '../routes/frontend/first-screen-head.js';
import type { RenderedRoot } from './page-renderer.js';

/**
 * React's preloads of the rendered screen's images, but the one the first-screen head already has
 * (the same photo would be asked for twice).
 */
function withoutPreloadOf(firstScreenHead: string, hoisted: readonly string[]): string {
  const srcset = (tag: string) => /imagesrcset="([^"]*)"/i.exec(tag)?.[1] ?? null;
  const known = srcset(firstScreenHead);
  return hoisted.filter((tag) => known === null || srcset(tag) !== known).join('');
}

/**
 * What a server-rendered page adds to its head after the first screen's own
 * (docs/performance.md#the-first-screen-is-rendered-on-the-server): links to the stylesheets its
 * markup's classes need, so it is styled before any script runs, and React's preloads.
 */
export function renderedHead(firstScreenHead: string, rendered: Pick<RenderedRoot, 'stylesheets' | 'head'>): string {
  const links = rendered.stylesheets.map((url) => `<link rel="stylesheet" href="${attribute(url)}">`).join('');
  return links + withoutPreloadOf(firstScreenHead, rendered.head);
}
