import type { Appearance } from 'shared-contracts';
import { THEME_COLORS, type ThemeColorDocument } from 'shared-contracts';

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
