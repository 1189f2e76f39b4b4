// How this project launches Debian's Chromium (never a downloaded browser): the flags the
// machine needs (no sandbox as root, no GPU, no background network chatter).
import fs from 'node:fs';

/** Path of the browser: the full Chromium, for Lighthouse, the benches and screenshots. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The browser the end-to-end tests drive: Debian's Chromium headless shell (package
 * chromium-headless-shell, the same Blink and V8 as `chromium`), when installed. The full browser's
 * headless mode runs its browser UI too (a window, WebUI renderers) for every context a test opens:
 * measured over the same navigations, about 2.7 times the CPU of the shell, most of it in the
 * browser process. Playwright drives its own downloads' headless shell for the same reason
 * (docs/architecture.md#tests). E2E_CHROMIUM_PATH chooses another.
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ||
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

/** Launch flags. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
