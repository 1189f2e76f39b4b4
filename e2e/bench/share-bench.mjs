// Time from pressing Share in the creation modal to the new post shown first in the home feed,
// in Chromium on the real server: upload, configure, image processing and the feed refresh.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sessionContext } from './session.mjs';

const ROUNDS = Number(process.env.BENCH_SHARE_ROUNDS || 3);

/** A 2 MP JPEG photo-like gradient (what a phone sends after the browser's own resize). */
async function writePhoto(folder) {
  const file = path.join(folder, 'bench-photo.jpg');
  const width = 1920;
  const height = 1080;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x ^ y) & 0x3f) + 120;
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(file);
  return file;
}

async function shareOnce(page, base, photo, caption) {
  // The baseline in the same round: loading the home feed until its first post shows.
  const loadStarted = Date.now();
  await page.goto(`${base}/`);
  await page.waitForSelector('[data-testid="post-card"]');
  const feedLoadMs = Date.now() - loadStarted;
  await page.locator('[data-testid="left-nav"] [data-nav="create"]').click();
  await page.getByTestId('create-file-input').setInputFiles(photo);
  await page.getByTestId('style-step').waitFor();
  await page.getByTestId('create-next').click();
  await page.getByTestId('details-step').waitFor();
  await page.getByTestId('caption-input').fill(caption);
  const started = Date.now();
  await page.getByTestId('create-share').click();
  await page.getByTestId('post-card').first().filter({ hasText: caption }).waitFor({ timeout: 60_000 });
  return { shareMs: Date.now() - started, feedLoadMs };
}

/**
 * Median milliseconds from Share to the post first in the feed over a few rounds, and its ratio
 * to loading the home feed in the same rounds (the budget is on the ratio: machines differ).
 */
export async function measureShareToFeed(browser, base, auth) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-bench-'));
  try {
    const photo = await writePhoto(folder);
    const context = await sessionContext(browser, base, auth);
    const page = await context.newPage();
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push(await shareOnce(page, base, photo, `bench share ${Date.now()} #${round}`));
    }
    await context.close();
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const medianMs = median(rounds.map((r) => r.shareMs));
    const feedLoadMs = median(rounds.map((r) => r.feedLoadMs));
    return { medianMs, feedLoadMs, ratio: medianMs / feedLoadMs, roundsMs: rounds.map((r) => r.shareMs) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
