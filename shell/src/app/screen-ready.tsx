import { useEffect } from 'react';

/** The buttons pressed before the screen could answer, held by the page's start-up script. */
function heldClicks(): HTMLElement[] {
  const held = (window as { __LUMEN_EARLY_CLICKS__?: HTMLElement[] }).__LUMEN_EARLY_CLICKS__;
  return held ? held.splice(0) : [];
}

let settled = false;

/**
 * The screen answers from now on: the start-up script stops holding presses, and those it held are
 * pressed again, on the very nodes the server drew and the browser took over
 * (docs/performance.md#the-first-screen-is-rendered-on-the-server).
 */
export function markScreenReady(): void {
  if (settled) return;
  settled = true;
  document.documentElement.setAttribute('data-screen-ready', '');
  for (const button of heldClicks()) if (button.isConnected) button.click();
}

/** A root drawn afresh has new buttons: the held presses are dropped, and none is held any more. */
export function dropEarlyClicks(): void {
  settled = true;
  document.documentElement.setAttribute('data-screen-ready', '');
  heldClicks();
}

/**
 * Rendered beside a screen inside its loading boundary: its effect runs once the screen has been
 * taken over (hydrated) with its code, when the screen's buttons work.
 */
export function ScreenReady() {
  useEffect(() => markScreenReady(), []);
  return null;
}
