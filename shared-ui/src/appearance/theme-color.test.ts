import { describe, expect, it } from 'vitest';
import { syncThemeColor } from './theme-color-sync.js';
import { THEME_COLORS } from 'shared-contracts';

function page() {
  const metas = [
    { media: '(prefers-color-scheme: light)', content: THEME_COLORS.light },
    { media: '(prefers-color-scheme: dark)', content: THEME_COLORS.dark },
  ];
  return { metas, doc: { querySelectorAll: () => metas } };
}

describe('syncThemeColor', () => {
  it('gives both tags the chosen theme’s colour, and each its own setting’s colour for auto', () => {
    const { metas, doc } = page();
    syncThemeColor('dark', doc);
    expect(metas.map((m) => m.content)).toEqual(['#000000', '#000000']);
    syncThemeColor('light', doc);
    expect(metas.map((m) => m.content)).toEqual(['#ffffff', '#ffffff']);
    syncThemeColor('auto', doc);
    expect(metas.map((m) => m.content)).toEqual(['#ffffff', '#000000']);
  });
});
