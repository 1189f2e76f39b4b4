import { useEffect } from 'react';
import { EARLY_ACTION_GLOBALS } from 'shared-contracts';

/** What the page's start-up script held under `name`, taken: it is given back once only. */
function heldBy<T>(name: string): T[] {
  const held = (window as unknown as Record<string, T[] | undefined>)[name];
  return held ? held.splice(0) : [];
}

/** The buttons pressed before the screen could answer, held by the page's start-up script. */
function heldClicks(): HTMLElement[] {
  return heldBy<HTMLElement>(EARLY_ACTION_GLOBALS.clicks);
}

/** A field typed into before the screen could answer, and its text then (held by the start-up script). */
interface HeldInput {
  field: HTMLInputElement | HTMLTextAreaElement;
  value: string;
}

function heldInput(): HeldInput[] {
  return heldBy<HeldInput>(EARLY_ACTION_GLOBALS.input);
}

/**
 * Gives a field its text typed before hydration, as if typed now: hydration keeps the state the
 * server drew (an empty draft), so the next render would wipe the text. The value is set past
 * React's value tracker and an input event sent, so the field's onChange sees it
 * (docs/performance.md#early-presses-and-typing).
 */
function retype({ field, value }: HeldInput): void {
  if (!field.isConnected) return;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // React's tracker took the typed text as the field's value when it took the field over, and
  // reports a change only against it: empty it through the tracker, then set the text past it.
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // The caret back at the end of the text (fields such as email have no selection to set).
  if (document.activeElement === field && field.type !== 'email' && field.type !== 'number') {
    field.setSelectionRange(value.length, value.length);
  }
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
  for (const input of heldInput()) retype(input);
  for (const button of heldClicks()) if (button.isConnected) button.click();
}

/** A root drawn afresh has new buttons and fields: what was held is dropped, and nothing is held any more. */
export function dropEarlyClicks(): void {
  settled = true;
  document.documentElement.setAttribute('data-screen-ready', '');
  heldClicks();
  heldInput();
}

/**
 * Rendered beside a screen inside its loading boundary: its effect runs once the screen has been
 * taken over (hydrated) with its code, when the screen's buttons work.
 */
export function ScreenReady() {
  useEffect(() => markScreenReady(), []);
  return null;
}
