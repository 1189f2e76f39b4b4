import { APPEARANCE_STORAGE_KEY, isAppearance, type Appearance } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { syncThemeColor } from 'shared-ui';

/**
 * The appearance the page shows now: `data-theme` on the root element, set before the first
 * paint by the page's inline script (docs/behaviour/shell-chrome.md#before-the-first-paint);
 * absent means automatic.
 */
export function currentAppearance(): Appearance {
  const theme = document.documentElement.getAttribute('data-theme');
  return isAppearance(theme) ? theme : 'auto';
}

/**
 * Shows an appearance at once (the design tokens follow `data-theme`), remembers it in this
 * browser for the next page load and tells the other remotes. Saving it to the account is the
 * caller's business (saveAppearance).
 */
export function applyAppearance(appearance: Appearance): void {
  const root = document.documentElement;
  if (appearance === 'auto') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', appearance);
  // The browser's bar follows too (docs/behaviour/shell-chrome.md#the-browsers-bar-colour).
  syncThemeColor(appearance);
  try {
    window.localStorage.setItem(APPEARANCE_STORAGE_KEY, appearance);
  } catch {
    // Storage can be disabled: the choice then lasts for this page (and the account keeps it).
  }
  eventBus.emit('appearance-changed', { appearance });
}
