import { attribute } from '../routes/frontend/first-screen-head.js';
import type { RenderedRoot } from './page-renderer.js';

/**
 * React's hoisted tags but its image preloads: each image is in the rendered markup right after
 * the head, where the browser finds it as early, and the first photo's preload is already there.
 */
function withoutImagePreloads(hoisted: readonly string[]): string {
  return hoisted.filter((tag) => !/\bas="image"/i.test(tag)).join('');
}

/**
 * What a server-rendered page adds to its head after the first screen's own
 * (docs/performance.md#the-first-screen-is-rendered-on-the-server): links to the stylesheets its
 * markup's classes need, so it is styled before any script runs, and React's other hoisted tags.
 */
export function renderedHead(rendered: Pick<RenderedRoot, 'stylesheets' | 'head'>): string {
  const links = rendered.stylesheets.map((url) => `<link rel="stylesheet" href="${attribute(url)}">`).join('');
  return links + withoutImagePreloads(rendered.head);
}
