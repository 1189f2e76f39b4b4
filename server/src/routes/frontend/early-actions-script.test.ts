import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_ACTION_GLOBALS } from 'shared-contracts';
import { shellPageParts } from './static-site.js';

// A page whose first screen may come rendered holds early presses and typing where the shell takes
// them back (docs/performance.md#early-presses-and-typing): under EARLY_ACTION_GLOBALS, which
// shell/src/app/screen-ready.tsx reads.

const TEMPLATE = fs.readFileSync(new URL('../../../../shell/src/index.html', import.meta.url), 'utf8');

/** Runs the page's inline start-up script against a bare window, and answers that window. */
function runStartUpScript(head: string): Record<string, unknown> {
  const script = /<script nonce="n">(.*?)<\/script>/s.exec(head)?.[1];
  if (!script) throw new Error('The page has no start-up script.');
  const listened: string[] = [];
  const window: Record<string, unknown> = {
    document: {
      documentElement: { setAttribute: () => undefined, hasAttribute: () => false },
      querySelectorAll: () => [],
      getElementById: () => null,
      addEventListener: (type: string) => listened.push(type),
    },
    localStorage: { getItem: () => null, setItem: () => undefined },
    listened,
  };
  window.window = window;
  vm.runInNewContext(script, window);
  return window;
}

describe('the start-up script of a page that may come rendered', () => {
  it('holds presses and typing under the globals the shell reads', () => {
    const window = runStartUpScript(shellPageParts(TEMPLATE, { apiOrigin: '' }, 'n', { mayRender: true }).head);
    expect(window[EARLY_ACTION_GLOBALS.clicks]).toEqual([]);
    expect(window[EARLY_ACTION_GLOBALS.input]).toEqual([]);
    expect(window.listened).toEqual(['click', 'input']);
  });

  it('holds nothing on a page drawn in the browser', () => {
    const window = runStartUpScript(shellPageParts(TEMPLATE, { apiOrigin: '' }, 'n').head);
    expect(window[EARLY_ACTION_GLOBALS.clicks]).toBeUndefined();
    expect(window.listened).toEqual([]);
  });
});
