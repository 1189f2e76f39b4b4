import type { Appearance } from './appearance-values.js';

/**
 * The browser's bar colour (`<meta name="theme-color">`) of each theme: the page background of the
 * design tokens (docs/behaviour/shell-chrome.md#the-browsers-bar-colour).
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#000000' } as const;

/** The one part of a document the theme colour needs (a stand-in in tests). */
export interface ThemeColorDocument {
  querySelectorAll(selector: 'meta[name="theme-color"]'): ArrayLike<{ media: string; content: string }>;
}

/**
 * Points the page's theme-color tags at an appearance. The page carries one tag for the device's
 * light setting and one for its dark setting; a chosen appearance gives both its colour, and
 * 'auto' gives each tag back the colour of its own setting, so the browser follows the device.
 */
export function syncThemeColor(appearance: Appearance, doc: ThemeColorDocument = document): void {
  const metas = doc.querySelectorAll('meta[name="theme-color"]');
  for (let i = 0; i < metas.length; i += 1) {
    const meta = metas[i];
    if (!meta) continue;
    const dark = appearance === 'dark' || (appearance === 'auto' && meta.media.includes('dark'));
    meta.content = dark ? THEME_COLORS.dark : THEME_COLORS.light;
  }
}
