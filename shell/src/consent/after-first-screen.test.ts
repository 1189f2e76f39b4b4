import { describe, expect, it } from 'vitest';
import { PHOTO_WAIT_MAX_MS, SCREEN_WAIT_MAX_MS, watchFirstScreen, type FirstScreenSignals } from './after-first-screen';

/** Signals the test drives: the image paint and the longest wait end when it says. */
function signals(preloadsPhoto: boolean) {
  const state = { paint: () => undefined as void, runOut: () => undefined as void, waitMs: 0 };
  const fake: FirstScreenSignals = {
    preloadsPhoto: () => preloadsPhoto,
    imagePainted: () => new Promise((resolve) => (state.paint = resolve)),
    delay: (ms) => {
      state.waitMs = ms;
      return new Promise((resolve) => (state.runOut = resolve));
    },
  };
  return { fake, state };
}

/** Whether `promise` has resolved by the time queued callbacks have run. */
async function resolved(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('watchFirstScreen (docs/performance.md#after-the-first-screen)', () => {
  it('waits for an image to be painted', async () => {
    const { fake, state } = signals(true);
    const wait = watchFirstScreen(fake);
    expect(await resolved(wait)).toBe(false);
    state.paint();
    expect(await resolved(wait)).toBe(true);
  });

  it('gives up after the longest wait, longer where the page preloads its photo', async () => {
    const withPhoto = signals(true);
    const withoutPhoto = signals(false);
    const wait = watchFirstScreen(withPhoto.fake);
    void watchFirstScreen(withoutPhoto.fake);
    expect(withPhoto.state.waitMs).toBe(PHOTO_WAIT_MAX_MS);
    expect(withoutPhoto.state.waitMs).toBe(SCREEN_WAIT_MAX_MS);
    expect(SCREEN_WAIT_MAX_MS).toBeLessThan(PHOTO_WAIT_MAX_MS);
    expect(await resolved(wait)).toBe(false);
    withPhoto.state.runOut();
    expect(await resolved(wait)).toBe(true);
  });
});
