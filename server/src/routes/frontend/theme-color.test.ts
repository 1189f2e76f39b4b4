import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderShellHtml } from './static-site.js';

// The browser's bar colour follows the account's appearance in the page the server writes
// (docs/behaviour/shell-chrome.md#the-browsers-bar-colour).

const SOURCE_TEMPLATE = fs.readFileSync(new URL('../../../../shell/src/index.html', import.meta.url), 'utf8');
// The built page writes its tags without the closing slash.
const BUILT_TEMPLATE = SOURCE_TEMPLATE.replace(/ \/>/g, '>');
const CONFIG = { apiOrigin: '' };

function themeColors(html: string): string[] {
  return [...html.matchAll(/<meta name="theme-color" content="([^"]*)"(?: media="([^"]*)")?/g)].map((m) =>
    `${m[1]} ${m[2] ?? ''}`.trim(),
  );
}

describe('theme-color in the page the server writes', () => {
  it.each([
    ['source', SOURCE_TEMPLATE],
    ['built', BUILT_TEMPLATE],
  ])('follows the device for a visitor or "auto", and the account’s choice otherwise (%s template)', (_n, template) => {
    const auto = ['#ffffff (prefers-color-scheme: light)', '#000000 (prefers-color-scheme: dark)'];
    expect(themeColors(renderShellHtml(template, CONFIG, 'n'))).toEqual(auto);
    expect(themeColors(renderShellHtml(template, CONFIG, 'n', { appearance: 'auto', locale: null }))).toEqual(auto);
    expect(themeColors(renderShellHtml(template, CONFIG, 'n', { appearance: 'dark', locale: null }))).toEqual([
      '#000000 (prefers-color-scheme: light)',
      '#000000 (prefers-color-scheme: dark)',
    ]);
    expect(themeColors(renderShellHtml(template, CONFIG, 'n', { appearance: 'light', locale: 'en' }))).toEqual([
      '#ffffff (prefers-color-scheme: light)',
      '#ffffff (prefers-color-scheme: dark)',
    ]);
  });

  it('lets the before-paint script give the tags the colour a visitor’s browser remembers', () => {
    const html = renderShellHtml(SOURCE_TEMPLATE, CONFIG, 'n');
    expect(html).toContain('querySelectorAll("meta[name=theme-color]")');
    expect(html).toContain('a==="dark"?"#000000":"#ffffff"');
  });
});
