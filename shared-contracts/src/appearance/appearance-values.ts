/**
 * How the app looks (docs/behaviour/shell-chrome.md): following the device's light or dark setting
 * ('auto', the default), or always light or always dark.
 */
export type Appearance = 'auto' | 'light' | 'dark';

/** Every appearance, in the order the settings list them. */
export const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'auto'];

/** Where a browser keeps its last appearance, for the page before anybody logs in. */
export const APPEARANCE_STORAGE_KEY = 'lumen.appearance';

/** Whether a value is an appearance. */
export function isAppearance(value: unknown): value is Appearance {
  return value === 'auto' || value === 'light' || value === 'dark';
}
