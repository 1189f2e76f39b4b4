import { expect, test } from '@playwright/test';
import { cumulativeLayoutShift, LAYOUT_SHIFT_RECORDER } from '../bench/page-metrics.mjs';

// The bench reports CLS; these tests show its recorder and its arithmetic can see a shift.
test.describe('bench layout-shift metric', () => {
  test('takes the worst session window, as web-vitals does', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    // One window: shifts less than 1 s apart add up.
    expect(
      cumulativeLayoutShift([
        { value: 0.05, time: 100 },
        { value: 0.04, time: 900 },
      ]),
    ).toBeCloseTo(0.09);
    // A gap of 1 s or more starts a new window; the larger window counts.
    expect(
      cumulativeLayoutShift([
        { value: 0.05, time: 100 },
        { value: 0.02, time: 1200 },
        { value: 0.02, time: 1300 },
      ]),
    ).toBeCloseTo(0.05);
    // A window never lasts more than 5 s even when shifts keep coming.
    const steady = Array.from({ length: 12 }, (_, i) => ({ value: 0.01, time: i * 900 }));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });

  test('records a shift Chromium reports, and none on a stable page', async ({ page }) => {
    await page.addInitScript(LAYOUT_SHIFT_RECORDER);
    await page.goto(`data:text/html,${encodeURIComponent('<p style="height:300px">text</p>')}`);
    // The text moves only once it has been painted where it was: two frames after load, then a
    // block above it (a timer from load could fire before the first paint on a busy machine).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const block = document.createElement('div');
              block.style.height = '400px';
              document.body.prepend(block);
              resolve();
            }),
          ),
        ),
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts.length))
      .toBe(1);

    await page.goto(`data:text/html,${encodeURIComponent('<p style="height:300px">text</p>')}`);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);
  });
});
