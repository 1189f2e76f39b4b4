import { describe, expect, it } from 'vitest';
import { EARLY_ACTION_GLOBALS } from 'shared-contracts';
import { markScreenReady } from './screen-ready';

// The page's start-up script (server/src/routes/frontend/static-site.ts) holds early presses and
// typing under EARLY_ACTION_GLOBALS; the shell gives them back once the screen answers
// (docs/performance.md#early-presses-and-typing).
describe('a screen that answers', () => {
  it('presses the held buttons and gives the held fields their text, once', () => {
    const button = document.createElement('button');
    const field = document.createElement('textarea');
    document.body.append(button, field);
    let presses = 0;
    button.addEventListener('click', () => (presses += 1));
    const typed: string[] = [];
    field.addEventListener('input', () => typed.push(field.value));
    const held = window as unknown as Record<string, unknown[]>;
    held[EARLY_ACTION_GLOBALS.clicks] = [button];
    held[EARLY_ACTION_GLOBALS.input] = [{ field, value: 'typed early' }];

    markScreenReady();
    expect(presses).toBe(1);
    expect(typed).toEqual(['typed early']);
    expect(document.documentElement.hasAttribute('data-screen-ready')).toBe(true);
    // Taken: nothing is given back twice.
    expect(held[EARLY_ACTION_GLOBALS.clicks]).toEqual([]);
    markScreenReady();
    expect(presses).toBe(1);
  });
});
