/**
 * The browser's bar colour (`<meta name="theme-color">`) of each theme: the page background of the
 * design tokens (docs/behaviour/shell-chrome.md#the-browsers-bar-colour).
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#000000' } as const;

/** The one part of a document the theme colour needs (a stand-in in tests). */
export interface ThemeColorDocument {
  querySelectorAll(selector: 'meta[name="theme-color"]'): ArrayLike<{ media: string; content: string }>;
}
