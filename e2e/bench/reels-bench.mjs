// Time to the first reel for `npm run bench` (docs/behaviour/media.md#video-processing): from
// navigation to /reels/ until the first reel's first decoded video frame is presented, as a ratio
// to the home feed's first photo painted, both loaded cold under the same network emulation.
import { sessionContext } from './session.mjs';

/**
 * Chrome DevTools' "Fast 4G" preset (Fast4GConditions in devtools-frontend
 * front_end/core/sdk/NetworkManager.ts): 9 Mbit/s down and 1.5 Mbit/s up, each derated to 90 %,
 * and 60 ms of latency multiplied by 2.75 (165 ms), in the units CDP
 * Network.emulateNetworkConditions takes (bytes per second, milliseconds).
 */
export const FAST_4G = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};

// Installed before any page script: records, relative to navigation start, when the first
// reel's video presents its first frame (requestVideoFrameCallback fires once a decoded frame is
// on screen) and when the first photo of a feed card has loaded and been painted (two animation
// frames after its load event).
const RECORDER = `
  window.__firstReelFrame = null;
  window.__firstPhotoPaint = null;
  const watchVideo = (video) => {
    if (video.__watched) return;
    video.__watched = true;
    video.requestVideoFrameCallback((now) => {
      if (window.__firstReelFrame === null) window.__firstReelFrame = now;
    });
  };
  document.addEventListener('loadstart', (event) => {
    const target = event.target;
    if (target instanceof HTMLVideoElement && target.matches('[data-testid="reel-video"]')) watchVideo(target);
  }, true);
  document.addEventListener('load', (event) => {
    const target = event.target;
    if (window.__firstPhotoPaint !== null || !(target instanceof HTMLImageElement)) return;
    if (!target.closest('[data-testid="post-card"]') || target.getAttribute('aria-hidden') === 'true') return;
    requestAnimationFrame(() => requestAnimationFrame((now) => {
      if (window.__firstPhotoPaint === null) window.__firstPhotoPaint = now;
    }));
  }, true);
`;

async function coldLoad(browser, base, auth, pathname, metric) {
  const context = await sessionContext(browser, base, auth);
  await context.addInitScript(RECORDER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  try {
    await page.goto(`${base}${pathname}`);
    const handle = await page.waitForFunction((name) => window[name], metric, { timeout: 120_000, polling: 100 });
    return Math.round(await handle.jsonValue());
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Loads the home feed and /reels/ cold `runs` times each, alternating, under Fast 4G; answers the
 * medians and their ratio (first reel frame / first photo paint).
 */
export async function measureReelFirstFrame(browser, base, auth, { runs = 3 } = {}) {
  const photoRuns = [];
  const reelRuns = [];
  for (let run = 0; run < runs; run += 1) {
    photoRuns.push(await coldLoad(browser, base, auth, '/', '__firstPhotoPaint'));
    reelRuns.push(await coldLoad(browser, base, auth, '/reels/', '__firstReelFrame'));
  }
  const photoMs = median(photoRuns);
  const reelMs = median(reelRuns);
  return { network: 'Fast 4G', photoMs, reelMs, ratio: reelMs / photoMs, photoRuns, reelRuns };
}
