// How this project launches Debian's Chromium (never a downloaded browser): the flags the
// machine needs (no sandbox as root, no GPU, no background network chatter).

/** Path of the browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
