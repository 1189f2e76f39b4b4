import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expect, url } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';

/** The photo fixtures committed at the repository root (test-fixtures/, see its ATTRIBUTION.md). */
export const IMAGES = fileURLToPath(new URL('../../test-fixtures/images/', import.meta.url));

/** Opens the creation modal from the nav's Create entry. */
export async function openCreate(page: Page): Promise<void> {
  await page.getByTestId('left-nav').locator('[data-nav="create"]').click();
  await expect(page.getByTestId('create-file-input')).toBeAttached();
}

/** Chooses a file in the select step and waits for the style step at /create/style/. */
export async function chooseFile(page: Page, file: string): Promise<void> {
  await page.getByTestId('create-file-input').setInputFiles(file);
  await expect(page).toHaveURL(url('/create/style/'));
  await expect(page.getByTestId('style-step')).toBeVisible();
}

/** Next: the photos are drawn and the details step shows. */
export async function goToDetails(page: Page): Promise<void> {
  await page.getByTestId('create-next').click();
  await expect(page.getByTestId('details-step')).toBeVisible();
}

/** Share and wait for home with the success toast. */
export async function shareAndLand(page: Page, toast = '照片发布成功！'): Promise<void> {
  await page.getByTestId('create-share').click();
  await expect(page.getByTestId('toast').filter({ hasText: toast })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(url('/'));
}

const SIDE = 24;

async function grey(input: Buffer | string, transform?: (image: sharp.Sharp) => sharp.Sharp): Promise<Buffer> {
  let image = sharp(input).rotate();
  if (transform) image = transform(image);
  // Through PNG so the transform happens before the resize to a fixed grid.
  const png = await image.png().toBuffer();
  return sharp(png).resize(SIDE, SIDE, { fit: 'fill' }).greyscale().raw().toBuffer();
}

function distance(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

/**
 * How a rendered image compares with the upright reference and with the seven wrong ways up
 * (turned or mirrored): mean grey-level distance on a 24×24 grid for each.
 */
export async function orientationDistances(rendered: Buffer, reference: string): Promise<Record<string, number>> {
  const shot = await grey(rendered);
  const variants: Record<string, (image: sharp.Sharp) => sharp.Sharp> = {
    upright: (i) => i,
    rotate90: (i) => i.rotate(90),
    rotate180: (i) => i.rotate(180),
    rotate270: (i) => i.rotate(270),
    mirrored: (i) => i.flop(),
    flipped: (i) => i.flip(),
    transposed: (i) => i.rotate(90).flop(),
    transversed: (i) => i.rotate(270).flop(),
  };
  const result: Record<string, number> = {};
  for (const [name, transform] of Object.entries(variants)) {
    result[name] = distance(shot, await grey(reference, transform));
  }
  return result;
}

/** Asserts a rendered image is the reference the right way up (and clearly not any other way). */
export async function expectUpright(rendered: Buffer, reference: string, label: string): Promise<void> {
  const distances = await orientationDistances(rendered, reference);
  const { upright, ...others } = distances;
  const nearestWrong = Math.min(...Object.values(others));
  expect(upright, `${label}: ${JSON.stringify(distances)}`).toBeLessThan(nearestWrong * 0.6);
  expect(upright, `${label}: ${JSON.stringify(distances)}`).toBeLessThan(25);
}

/** The newest post of the feed (first card) and its photo. */
export function firstPostPhoto(page: Page): Locator {
  return page.getByTestId('post-card').first().getByTestId('post-media').locator('img').first();
}

/**
 * Waits until an <img> has decoded its pixels and is fully shown: the feed fades a photo in over
 * its blurred preview once it has loaded, and a screenshot taken during the fade mixes the two.
 */
export async function expectLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => getComputedStyle(img).opacity)).toBe('1');
}

/** Makes a test video with ffmpeg (a moving test pattern), once per run. */
export function makeVideo(name: string, options: { width: number; height: number; seconds: number }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-e2e-'));
  const file = path.join(dir, name);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${options.width}x${options.height}:rate=25`,
    '-t',
    String(options.seconds),
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-movflags',
    '+faststart',
    file,
  ]);
  return file;
}
